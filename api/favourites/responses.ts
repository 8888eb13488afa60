// The answers' schemas are the HTTP contract api and web share (contract/favourites.ts).
export * from '@vitrina/contract/favourites';
