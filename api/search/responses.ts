// The answers' schemas are the HTTP contract api and web share (contract/search.ts).
export * from '@vitrina/contract/search';
