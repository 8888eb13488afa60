// The answers' schemas are the HTTP contract api and web share (contract/operators.ts).
export * from '@vitrina/contract/operators';
