import type { Language } from '@vitrina/domain/core/languages';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      language: Language;
    }
  }
}

export {};
