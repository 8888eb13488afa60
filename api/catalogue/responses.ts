// The answers' schemas are the HTTP contract api and web share (contract/catalogue.ts).
export * from '@vitrina/contract/catalogue';
