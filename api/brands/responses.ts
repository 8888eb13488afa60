// The answers' schemas are the HTTP contract api and web share (contract/brands.ts).
export * from '@vitrina/contract/brands';
