// The answers' schemas are the HTTP contract api and web share (contract/admin.ts).
export * from '@vitrina/contract/admin';
