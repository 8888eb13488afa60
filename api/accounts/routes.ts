import type { Request, Response } from 'express';
import type { z } from 'zod';
import { checkPassword } from '@vitrina/domain/accounts/password-policy';
import { AccountFailures } from '@vitrina/domain/accounts/failures';
import { COOKIE_NOTICE_VERSION, LEGAL_VERSIONS, mustAcceptAgain } from '@vitrina/domain/accounts/legal';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { FailureError, type Failure } from '@vitrina/domain/core/failures';
import { dummyVerify, hashPassword, verifyPassword } from '@vitrina/infra/crypto/passwords';
import { hashToken } from '@vitrina/infra/crypto/tokens';
import type { RateLimit } from '@vitrina/infra/ratelimit/port';
import type { UserDoc } from '@vitrina/projector/users';
import { allow, callerOf } from '../auth/policies';
import { clearSessionCookie, setSessionCookie } from '../auth/cookies';
import { loadState, runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { commandContextOf } from '../http/commands';
import { HttpError, tooManyRequests } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { NoBody } from '../http/validate';
import { issueLinkToken, RESET_PASSWORD, VERIFY_EMAIL } from '@vitrina/infra/crypto/link-tokens';
import { userIdByEmail } from './lookup';
import { registerAccount } from './registration';
import { isKnownDevice, setDeviceCookie, throttleAccountKey } from './device-cookie';
import { LoginThrottle } from './login-throttle';
import { CaptchaChallenge, LoggedIn, Me, Message, Registered } from './responses';
import { EmailBody, LoginBody, RegisterBody, ResetPasswordBody, VerifyEmailBody } from './schemas';

const MINUTE = 60_000;
/**
 * Ours: registrations and reset requests per client (failed logins are the login throttle's, ./login-throttle.ts).
 * New verification links have budgets of their own, so asking for one never spends the password resets'.
 */
export const LIMITS = {
  registerPerClient: { limit: 10, windowMs: 60 * MINUTE },
  forgotPerClient: { limit: 10, windowMs: 60 * MINUTE },
  forgotPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  verifyPerClient: { limit: 30, windowMs: 15 * MINUTE },
  resendPerClient: { limit: 10, windowMs: 60 * MINUTE },
  resendPerAccount: { limit: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimit>;

/** Captcha tokens are base64 (ALTCHA) or base64url (reCAPTCHA); a decoder would skip other characters silently. */
const CAPTCHA_TOKEN = /^[A-Za-z0-9+/=_-]+$/;

export const FORGOT_PASSWORD_MESSAGE = 'If the email exists, a reset link will be sent.';
export const RESEND_VERIFICATION_MESSAGE = 'If the account exists and is not verified, a new link will be sent.';

function fail(failure: Failure): never {
  throw new FailureError(failure);
}

/**
 * What the accounts' endpoints share: the context, whether cookies are secure, the password policy, the rate limits,
 * the login throttle and the captcha check, and a session started on this browser.
 */
function accountScope(context: ApiContext) {
  const { limiter, sessions } = context;
  const secure = context.config.PUBLIC_URL.startsWith('https:');
  const publicHost = new URL(context.config.PUBLIC_URL).hostname;

  const limit = async (key: string, rule: RateLimit, code = 'RATE_LIMITED', message = 'Too many requests. Please try again later.') => {
    const result = await limiter.consume(key, rule);
    if (!result.allowed) {
      throw tooManyRequests(code, message, result.retryAfterMs);
    }
  };
  const profile = async (userId: string) => {
    const user = await context.readModels.collection<UserDoc>('users').findOne({ _id: userId });
    if (!user) throw new HttpError(503, 'NOT_READY', 'Your account is being set up. Please try again in a moment.');
    return user;
  };

  /**
   * Signs an account in on this browser, after a login or its registration: the caller's old session ends and a new
   * id is set (no session fixation), the device is remembered for the login throttle; answers who signed in.
   */
  const startSession = async (req: Request, res: Response, userId: string, account: string): Promise<z.infer<typeof LoggedIn>> => {
    const previous = req.caller?.sessionId;
    if (previous) await sessions.destroy(previous);
    const session = await sessions.create(userId, { ip: req.ip, userAgent: req.get('user-agent')?.slice(0, 300) });
    setSessionCookie(res, secure, session.id, session.expiresAt);
    setDeviceCookie(res, secure, context.secret, account);
    const user = await profile(userId);
    return { user: user.username, type: user.type, preferenceGender: user.preferenceGender, emailVerified: user.emailVerified };
  };

  const passesCaptcha = async (token: string | undefined, req: Request) =>
    !!token && CAPTCHA_TOKEN.test(token) && (await context.captcha.verify(token, { hostname: publicHost, ...(req.ip ? { remoteIp: req.ip } : {}) }));

  return {
    context,
    secure,
    publicHost,
    policy: { minLength: context.config.PASSWORD_MIN_LENGTH, commonPasswords: context.commonPasswords },
    limit,
    startSession,
    passesCaptcha,
    throttle: new LoginThrottle(limiter),
  };
}

const endpoint = endpointOf<ReturnType<typeof accountScope>>();
const tag = 'auth';

const isWrongCredentials = (error: unknown) => error instanceof FailureError && error.failure.code === AccountFailures.invalidCredentials().code;

const accounts = endpoints([
  endpoint({
    method: 'GET',
    path: '/auth/captcha',
    policy: allow.anyone,
    tag,
    summary: 'A captcha challenge for registration',
    response: CaptchaChallenge,
    handler: ({ scope: { context } }) => context.captcha.challenge(),
  }),
  endpoint({
    method: 'POST',
    path: '/auth/register',
    policy: allow.anyone,
    tag,
    summary: 'Register a user or brand account (signs it in: sets the session cookie)',
    body: RegisterBody,
    status: 201,
    response: Registered,
    handler: async ({ scope: { context, policy, limit, publicHost, startSession }, body, req, res }) => {
      await limit(`register:ip:${req.ip}`, LIMITS.registerPerClient);
      const weak = checkPassword(body.password, policy);
      if (weak) fail(weak);
      if (!body.token || !CAPTCHA_TOKEN.test(body.token) || !(await context.captcha.verify(body.token, { hostname: publicHost }))) {
        fail(AccountFailures.captchaFailed());
      }
      const { userId, position, projections } = await registerAccount(context, body, req.language, commandContextOf(context, req));
      await context.waitFor(position, projections);
      // Signed in at once, as the login would: the password was just chosen, and the favourites wait for the email.
      const signedIn = await startSession(req, res, userId, throttleAccountKey(context.secret, body.email));
      return { message: 'VERIFICATION_EMAIL_SENT', ...signedIn };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/auth/login',
    policy: allow.anyone,
    tag,
    summary: 'Log in (sets the session cookie)',
    body: LoginBody,
    response: LoggedIn,
    handler: async ({ scope: { context, secure, throttle, passesCaptcha, startSession }, body: { email, password, captcha }, req, res }) => {
      const { eventStore } = context;
      const account = throttleAccountKey(context.secret, email);
      const who = { account, address: String(req.ip), knownDevice: isKnownDevice(req, secure, context.secret, account) };
      let userId: string | null = null;
      const state = await throttle.run(
        who,
        async (needsCaptcha) => {
          // Asked before the password is checked, so an attacker past the threshold learns nothing without the work.
          if (needsCaptcha && !captcha) fail(AccountFailures.captchaRequired());
          if (needsCaptcha && !(await passesCaptcha(captcha, req))) fail(AccountFailures.captchaFailed());
          userId = await userIdByEmail(context, email);
          const { state } = userId ? await loadState(eventStore, userStream(userId), userDecider) : { state: null };
          if (!state || state.status !== 'registered') {
            await dummyVerify(password);
            fail(AccountFailures.invalidCredentials());
          }
          if (!(await verifyPassword(state.passwordHash, password))) fail(AccountFailures.invalidCredentials());
          return state;
        },
        isWrongCredentials,
        async (failures) => {
          if (!userId) return;
          // The notice is a courtesy: a log that cannot take it now must not turn this 401 into a 5xx.
          await runCommand(
            eventStore,
            userStream(userId),
            userDecider,
            { type: 'NoticeLoginFailures', failures, now: context.now().toISOString() },
            commandContextOf(context, req),
          ).catch((error) => {
            if (!(error instanceof FailureError)) context.logger.warn({ err: error }, 'login failures not noticed');
          });
        },
      );
      if (!state.active) fail(AccountFailures.accountDeactivated());
      await throttle.succeeded(who);
      return startSession(req, res, state.userId, account);
    },
  }),
  endpoint({
    method: 'POST',
    path: '/auth/logout',
    policy: allow.anyone,
    tag,
    summary: 'Log out',
    body: NoBody,
    status: 204,
    handler: async ({ scope: { context, secure }, req, res }) => {
      if (req.caller) await context.sessions.destroy(req.caller.sessionId);
      clearSessionCookie(res, secure);
    },
  }),
  // A guest is told so with a 200, not a 401: every page asks, and a console full of errors helps no one.
  endpoint({
    method: 'GET',
    path: '/auth/me',
    policy: allow.anyone,
    tag,
    summary: 'The signed-in account, or `{ user: null }` for a guest',
    response: Me,
    handler: ({ req, res }) => {
      res.set('Cache-Control', 'no-store');
      if (!req.caller) return { user: null };
      const caller = callerOf(req);
      return {
        userId: caller.userId,
        user: caller.username,
        email: caller.email,
        type: caller.type,
        preferenceGender: caller.preferenceGender,
        emailVerified: caller.emailVerified,
        // New versions of the terms or the policy are accepted again before going on (the web app asks).
        legal: { ...caller.accepted, mustAccept: mustAcceptAgain(caller.accepted), current: LEGAL_VERSIONS, cookieNotice: COOKIE_NOTICE_VERSION },
      };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/auth/verify-email',
    policy: allow.anyone,
    tag,
    summary: 'Confirm an email address',
    body: VerifyEmailBody,
    response: Message,
    handler: async ({ scope: { context, limit }, body: { email, token }, req }) => {
      await limit(`verify:ip:${req.ip}`, LIMITS.verifyPerClient);
      const userId = await userIdByEmail(context, email);
      if (!userId) fail(AccountFailures.invalidToken());
      const { position } = await runCommand(
        context.eventStore,
        userStream(userId),
        userDecider,
        { type: 'VerifyEmail', tokenHash: hashToken(token), now: context.now().toISOString() },
        commandContextOf(context, req),
      );
      await context.waitFor(position, ['users']);
      return { message: 'Email verified.' };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/auth/resend-verification',
    policy: allow.anyone,
    tag,
    summary: 'Send the confirmation email again',
    body: EmailBody,
    response: Message,
    handler: async ({ scope: { context, limit }, body: { email }, req }) => {
      await limit(`resend:ip:${req.ip}`, LIMITS.resendPerClient);
      const userId = await userIdByEmail(context, email);
      // The same answer either way: an unknown, verified or over-asked account just gets no email.
      if (userId && (await context.limiter.consume(`resend:account:${userId}`, LIMITS.resendPerAccount)).allowed) {
        const now = context.now();
        await runCommand(
          context.eventStore,
          userStream(userId),
          userDecider,
          { type: 'RequestEmailVerification', verification: issueLinkToken(context.secret, VERIFY_EMAIL, now), now: now.toISOString() },
          commandContextOf(context, req),
        ).catch((error) => {
          if (!(error instanceof FailureError)) throw error;
        });
      }
      return { message: RESEND_VERIFICATION_MESSAGE };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    policy: allow.anyone,
    tag,
    summary: 'Ask for a password reset link',
    body: EmailBody,
    response: Message,
    handler: async ({ scope: { context, limit }, body: { email }, req }) => {
      await limit(`forgot:ip:${req.ip}`, LIMITS.forgotPerClient);
      const userId = await userIdByEmail(context, email);
      // The same answer either way; only a known, not over-asked account gets an email.
      if (userId && (await context.limiter.consume(`forgot:account:${userId}`, LIMITS.forgotPerAccount)).allowed) {
        const now = context.now();
        await runCommand(
          context.eventStore,
          userStream(userId),
          userDecider,
          { type: 'RequestPasswordReset', reset: issueLinkToken(context.secret, RESET_PASSWORD, now), now: now.toISOString() },
          commandContextOf(context, req),
        );
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/auth/reset-password',
    policy: allow.anyone,
    tag,
    summary: 'Set a new password from a reset link',
    body: ResetPasswordBody,
    response: Message,
    handler: async ({ scope: { context, policy, limit, throttle }, body: { email, token, new_password }, req }) => {
      await limit(`verify:ip:${req.ip}`, LIMITS.verifyPerClient);
      const weak = checkPassword(new_password, policy);
      if (weak) fail(weak);
      const userId = await userIdByEmail(context, email);
      if (!userId) fail(AccountFailures.invalidToken());
      const passwordHash = await hashPassword(new_password);
      const { position } = await runCommand(
        context.eventStore,
        userStream(userId),
        userDecider,
        { type: 'ResetPassword', tokenHash: hashToken(token), passwordHash, now: context.now().toISOString() },
        commandContextOf(context, req),
      );
      await context.sessions.destroyAllForUser(userId);
      // The owner has the account back: its failed logins, and this address's on it, count from nought again.
      await throttle.cleared({ account: throttleAccountKey(context.secret, email), address: String(req.ip) });
      await context.waitFor(position, ['users']);
      return { message: 'Password reset successful.' };
    },
  }),
]);

export const accountRoutes = (context: ApiContext) => accounts.router(accountScope(context));
export const accountApi = accounts.operations;
