import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The one logger. Secrets never reach it: the redaction list below removes the fields that could carry them
 * even if a caller logs a whole body or header set by mistake.
 */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', name = 'vitrina'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'password',
        'new_password',
        'current_password',
        'currentPassword',
        'token',
        '*.password',
        '*.new_password',
        '*.current_password',
        '*.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  });
}
