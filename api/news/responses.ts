// The answers' schemas are the HTTP contract api and web share (contract/news.ts).
export * from '@vitrina/contract/news';
