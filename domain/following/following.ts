import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import { FOLLOW_LIMIT, SAVED_SEARCH_LIMIT, type FollowingEvent, type FollowKind } from './events';
import { FollowingFailures } from './failures';

export interface FollowingState {
  /** `${kind}:${targetId}`. Owned by the fold: evolve changes these in place, so a long stream folds in linear time. */
  follows: Set<string>;
  /** searchId → its canonical search. */
  searches: Map<string, string>;
}

export type FollowingCommand =
  | { type: 'Follow'; userId: string; kind: FollowKind; targetId: string; now: string }
  | { type: 'Unfollow'; userId: string; kind: FollowKind; targetId: string; now: string }
  | { type: 'SaveSearch'; userId: string; searchId: string; search: string; now: string }
  | { type: 'RemoveSavedSearch'; userId: string; searchId: string; now: string }
  | { type: 'MarkSavedSearchSeen'; userId: string; searchId: string; now: string }
  | { type: 'MarkNotificationsRead'; userId: string; now: string };

const keyOf = (kind: FollowKind, targetId: string) => `${kind}:${targetId}`;

/** The saved search with this canonical search, if the person keeps it. */
export function savedSearchWith(state: FollowingState, search: string): string | null {
  for (const [searchId, kept] of state.searches) if (kept === search) return searchId;
  return null;
}

function decide(command: FollowingCommand, state: FollowingState): FollowingEvent[] | Failure {
  const { userId, now: at } = command;
  switch (command.type) {
    case 'Follow': {
      const { kind, targetId } = command;
      if (kind === 'influencer' && targetId === userId) return FollowingFailures.followSelf();
      if (state.follows.has(keyOf(kind, targetId))) return [];
      if (state.follows.size >= FOLLOW_LIMIT) return FollowingFailures.followLimit();
      return [{ type: 'Followed', data: { userId, kind, targetId, at } }];
    }
    case 'Unfollow': {
      const { kind, targetId } = command;
      if (!state.follows.has(keyOf(kind, targetId))) return [];
      return [{ type: 'Unfollowed', data: { userId, kind, targetId, at } }];
    }
    case 'SaveSearch': {
      // The same search kept twice is one saved search: saving it again changes nothing.
      if (savedSearchWith(state, command.search) !== null || state.searches.has(command.searchId)) return [];
      if (state.searches.size >= SAVED_SEARCH_LIMIT) return FollowingFailures.savedSearchLimit();
      return [{ type: 'SearchSaved', data: { userId, searchId: command.searchId, search: command.search, at } }];
    }
    case 'RemoveSavedSearch': {
      if (!state.searches.has(command.searchId)) return [];
      return [{ type: 'SavedSearchRemoved', data: { userId, searchId: command.searchId, at } }];
    }
    case 'MarkSavedSearchSeen': {
      if (!state.searches.has(command.searchId)) return FollowingFailures.savedSearchNotFound();
      return [{ type: 'SavedSearchSeen', data: { userId, searchId: command.searchId, at } }];
    }
    case 'MarkNotificationsRead':
      return [{ type: 'NotificationsRead', data: { userId, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: FollowingState, event: FollowingEvent): FollowingState {
  switch (event.type) {
    case 'Followed':
      state.follows.add(keyOf(event.data.kind, event.data.targetId));
      break;
    case 'Unfollowed':
      state.follows.delete(keyOf(event.data.kind, event.data.targetId));
      break;
    case 'SearchSaved':
      state.searches.set(event.data.searchId, event.data.search);
      break;
    case 'SavedSearchRemoved':
      state.searches.delete(event.data.searchId);
      break;
    case 'SavedSearchSeen':
    case 'NotificationsRead':
      break;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return state;
}

/**
 * One person's follows and saved searches: following twice, unfollowing what is not followed and saving a search
 * kept already change nothing; at most FOLLOW_LIMIT follows and SAVED_SEARCH_LIMIT searches; nobody follows
 * themselves. Who may follow (a confirmed email) and whether the brand or influencer exists are the route's.
 */
export const followingDecider: Decider<FollowingCommand, FollowingEvent, FollowingState> = {
  initialState: () => ({ follows: new Set(), searches: new Map() }),
  evolve,
  decide,
};
