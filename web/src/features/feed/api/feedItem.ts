/** A cloth of the feed (and of the notifications), with when it came and why (contract/following.ts). */
export { FeedItem, Reason } from '@vitrina/contract/following';
