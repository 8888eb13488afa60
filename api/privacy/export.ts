import { userDecider, userStream } from '@vitrina/domain/accounts/user';
import { favouritesStream } from '@vitrina/domain/favourites/events';
import { followingStream } from '@vitrina/domain/following/events';
import { historyStream } from '@vitrina/domain/history/events';
import { foldEvents } from '@vitrina/domain/core/decider';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { UserEvent } from '@vitrina/domain/accounts/events';
import { ownedBrandId } from '../catalogue/acting-brand';
import type { ApiContext } from '../context';

/** Fields that are secrets, not data about the person: never in an export (a stolen session must not carry them off). */
const SECRETS = new Set(['passwordHash', 'tokenHash', 'nonce']);
const withoutSecrets = (data: unknown) =>
  Object.fromEntries(Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, SECRETS.has(key) ? '[secret, not exported]' : value]));

const logEntry = (event: RecordedEvent) => ({ type: event.type, at: event.metadata.at, stream: event.streamId, data: withoutSecrets(event.data) });
const ofType = <T>(events: readonly RecordedEvent[], ...types: string[]) =>
  events.filter((event) => types.includes(event.type)).map((event) => event.data as T);

/**
 * Everything Vitrina holds about a person (the right of access), built from the log: their account's, favourites',
 * following and history's streams, decrypted; what the read models add (the brand they own) and their live sessions. Their
 * password's and links' hashes are left out: secrets, not information about them.
 */
export async function exportPersonalData(context: ApiContext, userId: string, currentSession: string) {
  const [account, favourites, history, following] = await Promise.all([
    context.eventStore.readStream(userStream(userId)),
    context.eventStore.readStream(favouritesStream(userId)),
    context.eventStore.readStream(historyStream(userId)),
    context.eventStore.readStream(followingStream(userId)),
  ]);
  const state = foldEvents(
    userDecider,
    account.map((event) => ({ type: event.type, data: event.data }) as UserEvent),
  );
  if (state.status !== 'registered') return null;
  const registered = ofType<{
    dateOfBirth: string | null;
    registeredAt: string;
    acceptedTermsAt: string;
    acceptedPrivacyAt: string | null;
    termsVersion: string;
    privacyVersion: string | null;
  }>(account, 'UserRegistered')[0]!;
  return {
    exportedAt: context.now().toISOString(),
    about: 'Everything Vitrina holds about you, from its event log. Password and link hashes are secrets and are not included.',
    profile: {
      userId,
      username: state.username,
      email: state.email,
      emailVerified: state.emailVerified,
      type: state.type,
      active: state.active,
      firstName: state.firstName,
      lastName: state.lastName,
      dateOfBirth: registered.dateOfBirth,
      language: state.language,
      preferenceGender: state.preferenceGender,
      registeredAt: registered.registeredAt,
      brandId: await ownedBrandId(context, userId),
    },
    emailPreferences: state.emailPreferences,
    consents: [
      { kind: 'terms', version: registered.termsVersion, acceptedAt: registered.acceptedTermsAt },
      ...(registered.acceptedPrivacyAt ? [{ kind: 'privacy', version: registered.privacyVersion, acceptedAt: registered.acceptedPrivacyAt }] : []),
      ...account.flatMap((event): Array<Record<string, unknown>> => {
        const data = event.data as Record<string, unknown>;
        if (event.type === 'LegalTermsAccepted')
          return [
            { kind: 'terms', version: data.termsVersion, acceptedAt: data.at },
            { kind: 'privacy', version: data.privacyVersion, acceptedAt: data.at },
          ];
        if (event.type === 'CookieConsentGiven') return [{ kind: 'cookies', version: data.version, acceptedAt: data.at }];
        if (event.type === 'EmailPreferencesChanged')
          return [
            {
              kind: 'emailPreferences',
              version: data.privacyVersion,
              acceptedAt: data.at,
              promotions: data.promotions,
              news: data.news,
              specialOffers: data.specialOffers,
              digest: data.digest,
              backInStock: data.backInStock,
            },
          ];
        return [];
      }),
    ],
    favourites: favourites.filter((event) => event.type === 'FavouriteAdded' || event.type === 'FavouriteRemoved').map(logEntry),
    recommendations: favourites.filter((event) => event.type === 'ClothRecommended' || event.type === 'RecommendationWithdrawn').map(logEntry),
    follows: following.filter((event) => event.type === 'Followed' || event.type === 'Unfollowed').map(logEntry),
    savedSearches: following.filter((event) => event.type === 'SearchSaved' || event.type === 'SavedSearchRemoved').map(logEntry),
    browseHistory: history.map((event) => ({ clothId: (event.data as { clothId: string }).clothId, viewedAt: (event.data as { at: string }).at })),
    // The handle only names a session to end it from profile → security; it is no data of the person's.
    sessions: (await context.sessions.listForUser(userId, { current: currentSession })).map(({ handle: _, ...session }) => ({
      ...session,
      createdAt: new Date(session.createdAt).toISOString(),
      lastSeenAt: new Date(session.lastSeenAt).toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
    })),
    log: [...account, ...favourites, ...history, ...following].sort((a, b) => (a.position < b.position ? -1 : 1)).map(logEntry),
  };
}
