import type { Language } from '@vitrina/domain/core/languages';
import type { Caller } from '../auth/authenticate';

declare global {
  namespace Express {
    interface Request {
      /** This request's id (access-log.ts): the log's reqId and the events' correlation id. */
      id: string;
      language: Language;
      /** The signed-in caller, or null for a guest (set by the authenticate middleware). */
      caller: Caller | null;
    }
  }
}

export {};
