/**
 * Lua scripts of the Redis session store, each one atomic. A session is a hash at `<prefix>session:<sha256(id)>`
 * with a PX TTL at its expiry; `<prefix>user-sessions:<userId>` is the set of a user's session hashes. Scripts
 * build member keys from the prefix, which suits one Redis (or a primary with replicas), not Redis Cluster.
 * Times come from the caller's clock so every adapter agrees on expiry; Redis TTLs only clean up.
 */

/** KEYS: session, user set. ARGV: hash, userId, now, expiresAt, userSetTtlMs, ip, userAgent, prefix. */
export const CREATE = `
redis.call('HSET', KEYS[1], 'userId', ARGV[2], 'createdAt', ARGV[3], 'lastSeenAt', ARGV[3], 'expiresAt', ARGV[4])
if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'ip', ARGV[6]) end
if ARGV[7] ~= '' then redis.call('HSET', KEYS[1], 'userAgent', ARGV[7]) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[4]) - tonumber(ARGV[3]))
for _, member in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if redis.call('EXISTS', ARGV[8] .. 'session:' .. member) == 0 then redis.call('SREM', KEYS[2], member) end
end
redis.call('SADD', KEYS[2], ARGV[1])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[5]) then redis.call('PEXPIRE', KEYS[2], ARGV[5]) end
return 1
`;

/** KEYS: session. ARGV: now, touchAfterMs, idleMs, absoluteMs, prefix, hash. */
export const GET = `
local f = redis.call('HMGET', KEYS[1], 'userId', 'createdAt', 'lastSeenAt', 'expiresAt', 'ip', 'userAgent')
if not f[1] then return nil end
local now = tonumber(ARGV[1])
if tonumber(f[4]) <= now then
  redis.call('DEL', KEYS[1])
  redis.call('SREM', ARGV[5] .. 'user-sessions:' .. f[1], ARGV[6])
  return nil
end
if now - tonumber(f[3]) >= tonumber(ARGV[2]) then
  local expires = math.min(now + tonumber(ARGV[3]), tonumber(f[2]) + tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'lastSeenAt', ARGV[1], 'expiresAt', string.format('%d', expires))
  redis.call('PEXPIRE', KEYS[1], expires - now)
  f[3] = ARGV[1]
  f[4] = string.format('%d', expires)
end
return f
`;

/** KEYS: session. ARGV: prefix, hash. */
export const DESTROY = `
local userId = redis.call('HGET', KEYS[1], 'userId')
redis.call('DEL', KEYS[1])
if userId then redis.call('SREM', ARGV[1] .. 'user-sessions:' .. userId, ARGV[2]) end
return 1
`;

/** KEYS: user set. ARGV: prefix, hash to keep (or ''), now. Returns how many live sessions ended. */
export const DESTROY_ALL = `
local ended = 0
for _, member in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if member ~= ARGV[2] then
    local key = ARGV[1] .. 'session:' .. member
    local expires = redis.call('HGET', key, 'expiresAt')
    if expires and tonumber(expires) > tonumber(ARGV[3]) then ended = ended + 1 end
    redis.call('DEL', key)
    redis.call('SREM', KEYS[1], member)
  end
end
return ended
`;
