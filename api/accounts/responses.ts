// The answers' schemas are the HTTP contract api and web share (contract/accounts.ts).
export * from '@vitrina/contract/accounts';
