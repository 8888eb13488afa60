import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { FOLLOW_LIMIT, followingEventSchemas, SAVED_SEARCH_LIMIT, type FollowingEvent } from './events';
import { followingDecider, type FollowingCommand } from './following';

const spec = specFor(followingDecider);
const userId = '7d0c5a2e-1b3f-4c6d-8e9f-0a1b2c3d4e5f';
const brandId = 'b1000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const influencerId = 'a1000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const searchId = 'e1000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const otherSearchId = 'e2000000-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
const at = '2026-11-28T10:00:00.000Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const follow = (kind: 'brand' | 'influencer', targetId: string): FollowingCommand => ({ type: 'Follow', userId, kind, targetId, now: at });
const followed = (kind: 'brand' | 'influencer', targetId: string): FollowingEvent => ({ type: 'Followed', data: { userId, kind, targetId, at } });
const unfollowed = (kind: 'brand' | 'influencer', targetId: string): FollowingEvent => ({ type: 'Unfollowed', data: { userId, kind, targetId, at } });
const save = (search: string, id = searchId): FollowingCommand => ({ type: 'SaveSearch', userId, searchId: id, search, now: at });
const saved = (search: string, id = searchId): FollowingEvent => ({ type: 'SearchSaved', data: { userId, searchId: id, search, at } });

describe('following decider', () => {
  it('follows a brand once: following it again appends nothing', () => {
    spec([])
      .when(follow('brand', brandId))
      .then([followed('brand', brandId)]);
    spec([followed('brand', brandId)])
      .when(follow('brand', brandId))
      .then([]);
    expect(followingEventSchemas.Followed.safeParse(followed('brand', brandId).data).success).toBe(true);
  });

  it('tells a brand from an influencer with the same id', () => {
    spec([followed('brand', brandId)])
      .when(follow('influencer', brandId))
      .then([followed('influencer', brandId)]);
  });

  it('unfollows; unfollowing what is not followed appends nothing; following again after works', () => {
    spec([followed('influencer', influencerId)])
      .when({ type: 'Unfollow', userId, kind: 'influencer', targetId: influencerId, now: at })
      .then([unfollowed('influencer', influencerId)]);
    spec([]).when({ type: 'Unfollow', userId, kind: 'brand', targetId: brandId, now: at }).then([]);
    spec([followed('brand', brandId), unfollowed('brand', brandId)])
      .when(follow('brand', brandId))
      .then([followed('brand', brandId)]);
  });

  it('refuses following oneself', () => {
    spec([]).when(follow('influencer', userId)).thenFails('CANNOT_FOLLOW_SELF');
  });

  it(`follows at most ${FOLLOW_LIMIT}, and one more after an unfollow`, () => {
    const full = Array.from({ length: FOLLOW_LIMIT }, (_, n) => followed('brand', uuid(n)));
    spec(full).when(follow('brand', brandId)).thenFails('FOLLOW_LIMIT');
    // Following one already followed is still no change, not a refusal.
    spec(full)
      .when(follow('brand', uuid(3)))
      .then([]);
    spec([...full, unfollowed('brand', uuid(3))])
      .when(follow('brand', brandId))
      .then([followed('brand', brandId)]);
  });

  it('saves a search once: the same search under another id appends nothing', () => {
    spec([])
      .when(save('q=vestido+rojo'))
      .then([saved('q=vestido+rojo')]);
    spec([saved('q=vestido+rojo')])
      .when(save('q=vestido+rojo', otherSearchId))
      .then([]);
    spec([saved('q=vestido+rojo')])
      .when(save('q=vestido+azul', otherSearchId))
      .then([saved('q=vestido+azul', otherSearchId)]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} searches, and one more after a removal`, () => {
    const full = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, n) => saved(`q=word${n}`, uuid(n)));
    spec(full).when(save('q=another')).thenFails('SAVED_SEARCH_LIMIT');
    spec(full).when(save('q=word7')).then([]);
    const removed: FollowingEvent = { type: 'SavedSearchRemoved', data: { userId, searchId: uuid(7), at } };
    spec([...full, removed])
      .when(save('q=another'))
      .then([saved('q=another')]);
  });

  it('removes a saved search; removing an unknown one appends nothing', () => {
    spec([saved('q=falda')])
      .when({ type: 'RemoveSavedSearch', userId, searchId, now: at })
      .then([{ type: 'SavedSearchRemoved', data: { userId, searchId, at } }]);
    spec([]).when({ type: 'RemoveSavedSearch', userId, searchId, now: at }).then([]);
  });

  it('marks a kept search seen, and refuses an unknown one', () => {
    spec([saved('q=falda')])
      .when({ type: 'MarkSavedSearchSeen', userId, searchId, now: at })
      .then([{ type: 'SavedSearchSeen', data: { userId, searchId, at } }]);
    spec([]).when({ type: 'MarkSavedSearchSeen', userId, searchId, now: at }).thenFails('SAVED_SEARCH_NOT_FOUND');
  });

  it('marks notifications read', () => {
    spec([])
      .when({ type: 'MarkNotificationsRead', userId, now: at })
      .then([{ type: 'NotificationsRead', data: { userId, at } }]);
  });

  it('accepts an erased search in its schema', () => {
    expect(followingEventSchemas.SearchSaved.safeParse({ userId, searchId, search: '', at }).success).toBe(true);
  });
});
