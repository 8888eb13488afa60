// The answers' schemas are the HTTP contract api and web share (contract/resources.ts).
export * from '@vitrina/contract/resources';
