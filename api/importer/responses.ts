// The answers' schemas are the HTTP contract api and web share (contract/importer.ts).
export * from '@vitrina/contract/importer';
