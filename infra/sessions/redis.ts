import { Redis } from 'ioredis';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import type { CreatedSession, ListedSession, Session, SessionMeta, SessionStore, SessionTimes } from '@vitrina/infra/sessions/port';
import { CREATE, DESTROY, DESTROY_ALL, GET } from '@vitrina/infra/sessions/redis-scripts';
import { isSessionHandle, resolveSessionTimes, sessionHandle, sessionKey, startSession, type ResolvedSessionTimes } from '@vitrina/infra/sessions/session-ids';

export interface RedisSessionStoreOptions extends SessionTimes {
  url: string;
  /** Prefix of every key (default "vitrina:"); tests use one per test. */
  prefix?: string;
  /** A command that gets no answer in this long fails (default 2 s), so a Redis outage is a 503, not a hang. */
  commandTimeoutMs?: number;
  logger?: Logger;
}

type Script = (...args: (string | number)[]) => Promise<unknown>;
type Scripts = Record<'sessionCreate' | 'sessionGet' | 'sessionDestroy' | 'sessionDestroyAll', Script>;

/** Sessions in Redis: a hash per session with a PX TTL, and a set per user; every change is one Lua script. */
export class RedisSessionStore implements SessionStore {
  readonly client: Redis;
  private readonly scripts: Scripts;
  private readonly times: ResolvedSessionTimes;
  private readonly prefix: string;

  constructor(options: RedisSessionStoreOptions) {
    this.times = resolveSessionTimes(options);
    this.prefix = options.prefix ?? 'vitrina:';
    const logger = options.logger ?? createLogger(undefined, 'sessions');
    this.client = new Redis(options.url, { maxRetriesPerRequest: 1, commandTimeout: options.commandTimeoutMs ?? 2000 });
    this.client.on('error', (error) => logger.warn({ err: error }, 'redis connection error (sessions)'));
    this.client.defineCommand('sessionCreate', { numberOfKeys: 2, lua: CREATE });
    this.client.defineCommand('sessionGet', { numberOfKeys: 1, lua: GET });
    this.client.defineCommand('sessionDestroy', { numberOfKeys: 1, lua: DESTROY });
    this.client.defineCommand('sessionDestroyAll', { numberOfKeys: 1, lua: DESTROY_ALL });
    this.scripts = this.client as unknown as Scripts;
  }

  async create(userId: string, meta: SessionMeta = {}): Promise<CreatedSession> {
    const { id, key: hash, now, expiresAt, ip, userAgent } = startSession(this.times, userId, meta);
    await this.scripts.sessionCreate(
      this.sessionKey(hash),
      this.userKey(userId),
      hash,
      userId,
      now,
      expiresAt,
      this.times.absoluteMs,
      ip ?? '',
      userAgent ?? '',
      this.prefix,
    );
    return { id, expiresAt };
  }

  async get(id: string): Promise<Session | null> {
    const hash = sessionKey(id);
    if (!hash) return null;
    const { touchAfterMs, idleMs, absoluteMs } = this.times;
    const now = this.times.now();
    const fields = (await this.scripts.sessionGet(this.sessionKey(hash), now, touchAfterMs, idleMs, absoluteMs, this.prefix, hash)) as (string | null)[] | null;
    if (!fields) return null;
    const [userId, createdAt, lastSeenAt, expiresAt, ip, userAgent] = fields;
    const session: Session = {
      userId: userId!,
      createdAt: Number(createdAt),
      lastSeenAt: Number(lastSeenAt),
      expiresAt: Number(expiresAt),
    };
    if (ip) session.ip = ip;
    if (userAgent) session.userAgent = userAgent;
    // The script records activity with this call's clock, so a last-seen of exactly `now` means it slid the expiry.
    if (session.lastSeenAt === now) session.renewed = true;
    return session;
  }

  async destroy(id: string): Promise<void> {
    const hash = sessionKey(id);
    if (hash) await this.scripts.sessionDestroy(this.sessionKey(hash), this.prefix, hash);
  }

  async destroyAllForUser(userId: string, options: { except?: string } = {}): Promise<number> {
    const except = options.except === undefined ? '' : (sessionKey(options.except) ?? '');
    const ended = await this.scripts.sessionDestroyAll(this.userKey(userId), this.prefix, except, this.times.now());
    return Number(ended);
  }

  async listForUser(userId: string, options: { current?: string } = {}): Promise<ListedSession[]> {
    const current = options.current === undefined ? null : sessionKey(options.current);
    const now = this.times.now();
    const hashes = await this.client.smembers(this.userKey(userId));
    const listed: ListedSession[] = [];
    for (const hash of hashes) {
      const fields = await this.client.hgetall(this.sessionKey(hash));
      if (fields.userId !== userId || Number(fields.expiresAt) <= now) continue;
      const session: ListedSession = {
        handle: sessionHandle(hash),
        createdAt: Number(fields.createdAt),
        lastSeenAt: Number(fields.lastSeenAt),
        expiresAt: Number(fields.expiresAt),
        current: hash === current,
      };
      if (fields.ip) session.ip = fields.ip;
      if (fields.userAgent) session.userAgent = fields.userAgent;
      listed.push(session);
    }
    return listed.sort((a, b) => b.createdAt - a.createdAt);
  }

  async destroyByHandle(userId: string, handle: string): Promise<boolean> {
    if (!isSessionHandle(handle)) return false;
    const hash = (await this.client.smembers(this.userKey(userId))).find((member) => sessionHandle(member) === handle);
    if (!hash) return false;
    const fields = await this.client.hmget(this.sessionKey(hash), 'userId', 'expiresAt');
    if (fields[0] !== userId || Number(fields[1]) <= this.times.now()) return false;
    await this.scripts.sessionDestroy(this.sessionKey(hash), this.prefix, hash);
    return true;
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private sessionKey(hash: string): string {
    return `${this.prefix}session:${hash}`;
  }

  private userKey(userId: string): string {
    return `${this.prefix}user-sessions:${userId}`;
  }
}
