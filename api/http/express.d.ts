import type { Language } from '@vitrina/domain/core/languages';
import type { Caller } from '../auth/authenticate';

declare global {
  namespace Express {
    interface Request {
      language: Language;
      /** The signed-in caller, or null for a guest (set by the authenticate middleware). */
      caller: Caller | null;
    }
  }
}

export {};
