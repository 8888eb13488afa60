// The answers' schemas are the HTTP contract api and web share (contract/dashboard.ts).
export * from '@vitrina/contract/dashboard';
