// The answers' schemas are the HTTP contract api and web share (contract/privacy.ts).
export * from '@vitrina/contract/privacy';
