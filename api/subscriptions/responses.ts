// The answers' schemas are the HTTP contract api and web share (contract/subscriptions.ts).
export * from '@vitrina/contract/subscriptions';
