import { json } from './fakeApi';
import type { Handler, RecordedRequest } from './fakeApi';

interface Brand {
  name: string;
  logoUrl?: string | null;
  followers: number;
}

interface Influencer {
  username: string;
  name: string;
  followers: number;
}

interface Options {
  brands?: Record<string, Brand>;
  influencers?: Record<string, Influencer>;
  /** What the signed-in person follows already, newest first: "brand:b1", "influencer:u1". */
  following?: string[];
}

const FOLLOWED_AT = '2026-03-01T10:00:00.000Z';

/**
 * Tests only: the follows routes of the api over brands and influencers the test names, answering as the contract
 * says (follow and unfollow idempotent, counts following them, 404 for an unknown one, the list newest first).
 */
export function followsServer({ brands = {}, influencers = {}, following = [] }: Options = {}) {
  const state = { following: [...following], brands: structuredClone(brands), influencers: structuredClone(influencers) };
  const entity = ({ params }: RecordedRequest) =>
    params.kind === 'brand' ? state.brands[params.id ?? ''] : params.kind === 'influencer' ? state.influencers[params.id ?? ''] : undefined;
  const keyOf = ({ params }: RecordedRequest) => `${params.kind}:${params.id}`;
  const answer = (request: RecordedRequest) => {
    const found = entity(request);
    return found
      ? json(200, { following: state.following.includes(keyOf(request)), followers: found.followers })
      : json(404, { code: 'NOT_FOUND', message: 'Not found' });
  };
  const routes: Record<string, Handler> = {
    'GET /api/follows': () =>
      json(200, {
        brands: state.following
          .filter((key) => key.startsWith('brand:'))
          .flatMap((key) => {
            const id = key.slice('brand:'.length);
            const brand = state.brands[id];
            return brand ? [{ id, name: brand.name, logoUrl: brand.logoUrl ?? null, followers: brand.followers, followedAt: FOLLOWED_AT }] : [];
          }),
        influencers: state.following
          .filter((key) => key.startsWith('influencer:'))
          .flatMap((key) => {
            const id = key.slice('influencer:'.length);
            const influencer = state.influencers[id];
            return influencer ? [{ id, ...influencer, followedAt: FOLLOWED_AT }] : [];
          }),
      }),
    'GET /api/follows/:kind/:id': answer,
    'PUT /api/follows/:kind/:id': (request) => {
      const found = entity(request);
      if (found && !state.following.includes(keyOf(request))) {
        state.following.unshift(keyOf(request));
        found.followers += 1;
      }
      return answer(request);
    },
    'DELETE /api/follows/:kind/:id': (request) => {
      const found = entity(request);
      if (found && state.following.includes(keyOf(request))) {
        state.following = state.following.filter((key) => key !== keyOf(request));
        found.followers -= 1;
      }
      return answer(request);
    },
  };
  return { state, routes };
}
