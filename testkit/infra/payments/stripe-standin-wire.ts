import { randomBytes } from 'node:crypto';

/**
 * How the Stripe stand-in speaks Stripe's v1 API: form parameters in bracket notation, list objects and their pages,
 * ids with Stripe's prefixes, and the errors Stripe answers with.
 */
export type Json = Record<string, unknown>;
export type Param = string | Params | Param[];
export type Params = { [key: string]: Param };
/** A route the stand-in answers: method, path under /v1/ (its first group is the id), and what it answers. */
export type Route = [string, RegExp, (id: string, params: Params) => unknown];

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
/** One page of a list given newest first, as Stripe pages: `limit` (10 unless told, at most 100) after `starting_after`. */
export function page(newestFirst: Json[], params: Params, url: string) {
  const limit = Math.min(100, Math.max(1, Number(text(params.limit) ?? 10)));
  const after = text(params.starting_after);
  const from = after ? newestFirst.findIndex((item) => item.id === after) + 1 : 0;
  return { object: 'list', data: newestFirst.slice(from, from + limit), has_more: from + limit < newestFirst.length, url };
}
export const found = <T>(map: Map<string, T>, kind: string, id: string): T => {
  const value = map.get(id);
  if (!value) throw new StripeError(404, `No such ${kind}: '${id}'`, 'id');
  return value;
};
export const strings = (value: Param | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};
export const field = (value: Param | undefined, key: string) => (value && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined);
export const text = (value: Param | undefined) => (typeof value === 'string' ? value : undefined);

/** Decodes Stripe's bracket notation (`line_items[0][price]=…`) into nested objects and arrays. */
export function decodeParams(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split('[').map((segment) => segment.replace(/]$/, ''));
    let node: Params = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[name] = value;
      else node = (node[name] ??= {}) as Params;
    });
  }
  const arrays = (param: Param): Param => {
    if (typeof param === 'string' || Array.isArray(param)) return param;
    const keys = Object.keys(param);
    const indexed = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
    const mapped = Object.fromEntries(keys.map((key) => [key, arrays(param[key]!)]));
    return indexed ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => mapped[key]!) : mapped;
  };
  return arrays(root) as Params;
}
