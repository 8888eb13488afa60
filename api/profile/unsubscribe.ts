import express, { type Request } from 'express';
import { z } from 'zod';
import { emailPreferencesOf, UNSUBSCRIBE_KINDS, withoutKind, type UnsubscribeKind } from '@vitrina/domain/accounts/profile';
import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { DEFAULT_LANGUAGE, isLanguage } from '@vitrina/domain/core/languages';
import { isUnsubscribeToken, UNSUBSCRIBE_PARAMS } from '@vitrina/infra/crypto/unsubscribe';
import { loadState, runCommand } from '@vitrina/infra/eventstore/commands';
import { allow } from '../auth/policies';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { endpointOf, endpoints } from '../http/endpoints';
import { Unsubscription } from '@vitrina/contract/profile';

const UnsubscribeQuery = z.object({ u: z.string().uuid(), k: z.enum(UNSUBSCRIBE_KINDS), t: z.string().min(1).max(100) }).strict();

export { Unsubscription };

/**
 * The parts of an address the link signs, and only those: mail clients and trackers add parameters of their own
 * (`utm_source`, `fbclid`), which are ignored, while the signed ones are then checked exactly. A signed part given
 * twice with one value is that value; with two, it stays both and is refused, since which one is meant is not ours
 * to guess.
 */
function signedPartsOf(query: Request['query']): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  for (const name of UNSUBSCRIBE_PARAMS) {
    const value = query[name];
    if (value !== undefined) parts[name] = Array.isArray(value) && value.every((one) => one === value[0]) ? value[0] : value;
  }
  return parts;
}

/** What an unsubscribe link refuses when it was not made by this server for this person and kind. */
const invalidLink = () => new HttpError(400, 'UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is not valid. Change your email preferences in your profile.');

const subscribed = (preferences: ReturnType<typeof emailPreferencesOf>, kind: UnsubscribeKind) =>
  kind === 'digest' ? preferences.digest !== 'off' : kind === 'backInStock' ? preferences.backInStock : preferences.specialOffers;

/** A posted link's parts: in the address (mail clients post to the header's address), else in a JSON body (the web page). */
const postedLink = (req: Request) => {
  const signed = signedPartsOf(req.query);
  if (Object.keys(signed).length > 0) return signed;
  return typeof req.body === 'object' && req.body !== null ? req.body : {};
};

/**
 * What the unsubscribe endpoints share: a link checked (made by this server for this person and kind, who is still
 * registered) with the person's state, and the answer that says whether that kind of email is on.
 */
function unsubscribeScope(context: ApiContext) {
  const checked = async ({ u: userId, k: kind, t: token }: z.infer<typeof UnsubscribeQuery>) => {
    if (!isUnsubscribeToken(context.secret, userId, kind, token)) throw invalidLink();
    const { state } = await loadState(context.eventStore, userStream(userId), userDecider);
    if (state.status !== 'registered') throw invalidLink();
    return { userId, kind, state };
  };
  const answer = (kind: UnsubscribeKind, on: boolean, language: string) =>
    ({ kind, subscribed: on, language: isLanguage(language) ? language : DEFAULT_LANGUAGE }) satisfies z.infer<typeof Unsubscription>;
  return { context, checked, answer };
}

const endpoint = endpointOf<ReturnType<typeof unsubscribeScope>>();
const tag = 'profile';

/**
 * One-click unsubscribes (RFC 8058) by signed link, with no login: every optional email names one in its
 * `List-Unsubscribe` header, and mail clients POST to it with `List-Unsubscribe=One-Click` (a form body, no header of
 * ours), so these routes sit outside the cross-site guard; the link's token (infra/crypto/unsubscribe.ts) is the
 * authority, and turns off exactly one kind of email of one person. GET only reads, for the web page that asks first
 * (mail scanners open links; only the POST changes anything).
 */
const unsubscribe = endpoints([
  endpoint({
    method: 'GET',
    path: '/unsubscribe',
    policy: allow.anyone,
    tag,
    summary: 'Check a signed unsubscribe link (changes nothing); parameters it does not sign (`utm_source`…) are ignored',
    query: UnsubscribeQuery,
    response: Unsubscription,
    input: (req) => ({ query: signedPartsOf(req.query) }),
    handler: async ({ scope, query }) => {
      const { kind, state } = await scope.checked(query);
      return scope.answer(kind, subscribed(emailPreferencesOf(state.emailPreferences), kind), state.language);
    },
  }),
  endpoint({
    method: 'POST',
    path: '/unsubscribe',
    policy: allow.anyone,
    tag,
    summary:
      'One-click unsubscribe (RFC 8058) by signed link, no login: turns that kind of email off. The link is the query (a mail client posts `List-Unsubscribe=One-Click` as a form; parameters it does not sign, such as `utm_source`, are ignored), or a JSON body when the query carries none of its parts.',
    body: UnsubscribeQuery,
    response: Unsubscription,
    // A mail client's one-click body is a form (`List-Unsubscribe=One-Click`); the web page sends the link as JSON.
    before: ({ context }) => [
      express.urlencoded({ extended: false, limit: context.config.BODY_LIMIT }),
      express.json({ limit: context.config.BODY_LIMIT, strict: true }),
    ],
    input: (req) => ({ body: postedLink(req) }),
    handler: async ({ scope: { context, checked, answer }, body, req }) => {
      const { userId, kind, state } = await checked(body);
      const now = context.now();
      const preferences = withoutKind(emailPreferencesOf(state.emailPreferences), kind);
      const { position } = await runCommand(
        context.eventStore,
        userStream(userId),
        userDecider,
        { type: 'SetEmailPreferences', preferences, now: now.toISOString() },
        { correlationId: String(req.id), actor: userId, now },
      );
      await context.waitFor(position, ['users']);
      context.logger.info({ userId, kind }, 'unsubscribed by link');
      return answer(kind, false, state.language);
    },
  }),
]);

export const unsubscribeRoutes = (context: ApiContext) => unsubscribe.router(unsubscribeScope(context));
export const unsubscribeApi = unsubscribe.operations;
