import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';

export interface OpenJobQueueOptions {
  /** Set: BullMQ on this Redis. Unset: the embedded queue in `sqliteFile`. */
  redisUrl?: string;
  sqliteFile: string;
  logger?: Logger;
}

/**
 * Opens the job queue the configuration asks for and checks it answers, so a wrong Redis URL fails at start.
 * Adapters are imported on demand: the embedded mode never loads BullMQ, the scaled one never opens SQLite.
 */
export async function openJobQueue(options: OpenJobQueueOptions): Promise<JobQueue> {
  if (options.redisUrl) {
    const { BullMqJobQueue } = await import('@vitrina/infra/jobs/bullmq');
    const queue = new BullMqJobQueue({ url: options.redisUrl, logger: options.logger });
    try {
      await queue.ping();
    } catch (error) {
      await queue.close(0);
      throw error;
    }
    return queue;
  }
  const { SqliteJobQueue } = await import('@vitrina/infra/jobs/sqlite');
  return new SqliteJobQueue({ file: options.sqliteFile, logger: options.logger });
}
