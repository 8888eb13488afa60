import { randomBytes } from 'node:crypto';
import type { Request } from 'express';

/** Sent by the server's render of a page (api/web.ts) on the api calls it makes to itself; this process's own. */
export const RENDER_HEADER = 'x-vitrina-render';
export const RENDER_TOKEN = randomBytes(24).toString('base64url');

/**
 * A call of the server's render of a page, which counts nothing as a guest's (the page's own address counted the
 * search, api/web.ts): only this process knows the token, so no one else can claim it.
 */
export function isServerRender(req: Request): boolean {
  return req.get(RENDER_HEADER) === RENDER_TOKEN;
}
