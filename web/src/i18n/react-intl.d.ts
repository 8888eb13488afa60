import type { MessageId } from './messages';

// Makes every message id a typed literal, so a misspelt id fails the typecheck instead of showing the id.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
