import type { Response } from 'express';
import type { Config } from '@vitrina/infra/config/config';
import { HttpError } from '../http/errors';
import { ReadingBusyError, ReadingQueue } from './reading-queue';

/** A brand's reading already under way: its page shows it, so another is refused at once; it ends within 30 s. */
const OWN_READING_RETRY_MS = 5_000;
/** The wait for a slot ran out: the message says "in a minute", and so does Retry-After. */
const SITE_BUSY_RETRY_MS = 60_000;

const BUSY: Record<ReadingBusyError['reason'], { message: string; retryAfterMs: number }> = {
  ALREADY_READING: { message: 'Your shop is already being read: wait for that reading to finish.', retryAfterMs: OWN_READING_RETRY_MS },
  SITE_BUSY: { message: 'Many shops are being read right now; try again in a minute.', retryAfterMs: SITE_BUSY_RETRY_MS },
};

/** 429 IMPORT_BUSY with the reason (ALREADY_READING, SITE_BUSY) and a Retry-After in seconds. */
function busy(error: ReadingBusyError): HttpError {
  const { message, retryAfterMs } = BUSY[error.reason];
  return new HttpError(429, 'IMPORT_BUSY', message, { reason: error.reason }, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
}

export type InTurn = <T>(res: Response, brandId: string, read: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/**
 * The api process's line of shop readings ("Read the shop" and previews): IMPORTER_READINGS at once, one per
 * brand, a fair wait of up to IMPORTER_READING_WAIT_MS for a slot (reading-queue.ts). `read` is given a signal that
 * aborts when the client leaves, waiting or reading: a waiter leaves the line, and a reading that can stop
 * ("Read the shop" ends its thread) gives its slot back at once.
 */
export function readingTurns(config: Pick<Config, 'IMPORTER_READINGS' | 'IMPORTER_READING_WAIT_MS'>): InTurn {
  const queue = new ReadingQueue({ slots: config.IMPORTER_READINGS, waitMs: config.IMPORTER_READING_WAIT_MS });
  return async (res, brandId, read) => {
    const left = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) left.abort(new HttpError(400, 'REQUEST_ABORTED', 'The request was aborted.'));
    });
    let release: () => void;
    try {
      release = await queue.turn(brandId, left.signal);
    } catch (error) {
      throw error instanceof ReadingBusyError ? busy(error) : error;
    }
    try {
      return await read(left.signal);
    } finally {
      release();
    }
  };
}
