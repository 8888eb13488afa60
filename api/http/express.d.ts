import type { Language } from '@vitrina/domain/core/languages';

declare global {
  namespace Express {
    interface Request {
      language: Language;
    }
  }
}

export {};
