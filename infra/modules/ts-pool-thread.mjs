/**
 * The file a piscina pool's threads start with (piscina loads its workers' code by file name, as plain JavaScript):
 * tsx's ESM loader registered, then the TypeScript module `workerData.module`, whose default export handles each
 * task. Both within `workerData.startTimeoutMs`: a thread that takes longer fails to start, and its pool says so.
 * See boot.ts's tsPoolThreads.
 */
import { workerData } from 'node:worker_threads';

const { module, startTimeoutMs } = workerData;

async function load() {
  const { register } = await import('tsx/esm/api');
  register();
  return import(module);
}

function tooLong() {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`A thread did not start within ${startTimeoutMs} ms`)), startTimeoutMs).unref();
  });
}

const loaded = await Promise.race([load(), tooLong()]);
export default loaded.default;
