// The answers' schemas are the HTTP contract api and web share (contract/following.ts).
export * from '@vitrina/contract/following';
