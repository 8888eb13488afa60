import { pino, type Logger, type TransportSingleOptions } from 'pino';

export type { Logger };

export interface LoggerOptions {
  /** Readable lines through pino-pretty instead of JSON (see `prettyLogs`). Default: JSON. */
  pretty?: boolean;
}

/**
 * Whether the process's logs should be pretty: only for a person at a terminal. Production, or stdout piped to a
 * file or a collector, gets one JSON object a line.
 */
export function prettyLogs(context: { isTTY: boolean | undefined; nodeEnv: string | undefined }): boolean {
  return context.isTTY === true && context.nodeEnv !== 'production';
}

/** The pino transport for the choice above: pino-pretty in a worker thread, or none (JSON to stdout). */
export function logTransport(pretty: boolean): TransportSingleOptions | undefined {
  if (!pretty) return undefined;
  return { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } };
}

/**
 * The one logger. Secrets never reach it: the redaction list below removes the fields that could carry them
 * even if a caller logs a whole body or header set by mistake.
 */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', name = 'vitrina', options: LoggerOptions = {}): Logger {
  const transport = logTransport(options.pretty ?? false);
  return pino({
    name,
    level,
    ...(transport ? { transport } : {}),
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
