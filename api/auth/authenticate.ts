import type { RequestHandler } from 'express';
import { FIRST_LEGAL_VERSION } from '@vitrina/domain/accounts/legal';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import type { ApiContext } from '../context';
import type { UserDoc } from '@vitrina/projector/users';
import { clearSessionCookie, readCookie, sessionCookieName, setSessionCookie } from './cookies';

/** Who is calling, when a valid session says so. */
export interface Caller {
  userId: string;
  sessionId: string;
  username: string;
  email: string;
  type: RoleType;
  emailVerified: boolean;
  preferenceGender: string | null;
  /** The versions of the texts the person accepted last (domain/accounts/legal.ts). */
  accepted: { terms: string | null; privacy: string | null; cookies: string | null };
}

/**
 * Sets `req.caller` from the session cookie. The type comes from the users read model on every request, and a
 * type change, deactivation or password reset ends the user's sessions, so old rights never outlive a change.
 */
export function authenticate(context: ApiContext): RequestHandler {
  const secure = context.config.PUBLIC_URL.startsWith('https:');
  const cookie = sessionCookieName(secure);
  return async (req, res, next) => {
    req.caller = null;
    const sessionId = readCookie(req, cookie);
    if (!sessionId) return next();
    try {
      const session = await context.sessions.get(sessionId);
      const user = session ? await context.readModels.collection<UserDoc>('users').findOne({ _id: session.userId }) : null;
      if (!session || !user || !user.active) {
        if (session) await context.sessions.destroy(sessionId);
        clearSessionCookie(res, secure);
        return next();
      }
      // The store slid the expiry (at most once a minute): the browser's cookie must slide with it.
      if (session.renewed) setSessionCookie(res, secure, sessionId, session.expiresAt);
      req.caller = {
        userId: user._id,
        sessionId,
        username: user.username,
        email: user.email,
        type: user.type,
        emailVerified: user.emailVerified,
        preferenceGender: user.preferenceGender,
        // Accounts projected before versions were kept accepted the first texts.
        accepted: {
          terms: user.termsVersion ?? FIRST_LEGAL_VERSION,
          privacy: user.privacyVersion === undefined ? FIRST_LEGAL_VERSION : user.privacyVersion,
          cookies: user.cookieConsent ?? null,
        },
      };
      next();
    } catch (error) {
      next(error);
    }
  };
}
