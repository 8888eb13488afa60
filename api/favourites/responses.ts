// The answers' schemas are the HTTP contract api and web share (contract/favourites.ts, contract/favourite-view.ts).
export * from '@vitrina/contract/favourites';
export * from '@vitrina/contract/favourite-view';
