// The answers' schemas are the HTTP contract api and web share (contract/taxonomy.ts).
export * from '@vitrina/contract/taxonomy';
