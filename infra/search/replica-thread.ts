import { parentPort, workerData } from 'node:worker_threads';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { SqliteSearchIndex } from './sqlite';
import type { ReplicaData, ReplicaReply, ReplicaRequest } from './replicas';

/**
 * One search replica (see replicas.ts): the engine opened on the read store's file with connections of its own,
 * answering the searches posted to it in order. It catches up with the file before each, as another process would.
 */
const { file, name } = workerData as ReplicaData;
const port = parentPort!;
const store = new SqliteReadStore(file);
const index = await SqliteSearchIndex.open(store, { name });
const warming = new AbortController();
const reply = (message: ReplicaReply) => port.postMessage(message);

port.on('message', (request: ReplicaRequest) => {
  if (request.kind === 'close') {
    warming.abort();
    void index
      .close()
      .then(() => store.close())
      .finally(() => reply({ kind: 'closed' }));
    return;
  }
  index.search(request.query).then(
    (result) => reply({ kind: 'result', id: request.id, result }),
    (error: unknown) => reply({ kind: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
});
reply({ kind: 'ready' });
// Postings are read in the background, a few milliseconds at a time between searches, as the api's own index does.
void index.warmUp(warming.signal).then(
  (postings) => reply({ kind: 'warmed', postings }),
  () => reply({ kind: 'warmed', postings: 0 }),
);
