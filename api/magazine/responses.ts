// The answers' schemas are the HTTP contract api and web share (contract/magazine.ts).
export * from '@vitrina/contract/magazine';
