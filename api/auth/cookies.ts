import type { Request, Response } from 'express';

/**
 * The session cookie (SECURITY.md 9): HttpOnly, SameSite=Lax, Path=/; over https also Secure with the `__Host-`
 * prefix, which browsers only accept from a secure origin without a Domain.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-vitrina_session' : 'vitrina_session';
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header || header.length > 8_192) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export function setSessionCookie(res: Response, secure: boolean, id: string, expiresAt: number): void {
  res.cookie(sessionCookieName(secure), id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
