import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/errors';

/** Express's named ranges (as in TRUST_PROXY), spelled out for a BlockList. */
const NAMED: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

export interface OperatorRule {
  /** METRICS_ALLOW: addresses and subnets whose requests are operators'. */
  allow: readonly string[];
  /** OPERATOR_TOKEN: a bearer token that makes any request an operator's. */
  token?: string;
}

/** Is this request an operator's? Only its hash of the token is kept; the comparison takes constant time. */
export type IsOperator = (req: Request) => boolean;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function operatorCheck(rule: OperatorRule): IsOperator {
  const allowed = new net.BlockList();
  for (const entry of rule.allow) {
    const named = NAMED[entry];
    if (named) {
      for (const [address, prefix, family] of named) allowed.addSubnet(address, prefix, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(prefix), family);
  }
  const tokenHash = rule.token ? digest(rule.token) : undefined;

  return (req) => {
    if (tokenHash) {
      const given = bearer(req);
      if (given !== undefined && timingSafeEqual(digest(given), tokenHash)) return true;
    }
    const ip = clientAddress(req.ip);
    return ip !== undefined && allowed.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
  };
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
function clientAddress(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  return net.isIP(address) ? address : undefined;
}

/** Refuses whoever is not an operator: 403 OPERATOR_ONLY, the same for every caller and role. */
export function operatorsOnly(isOperator: IsOperator): RequestHandler {
  return (req, _res, next) => {
    if (isOperator(req)) return next();
    next(new HttpError(403, 'OPERATOR_ONLY', 'Only operators may read this.'));
  };
}
