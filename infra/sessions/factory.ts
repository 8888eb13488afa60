import type { Logger } from '@vitrina/infra/log/logger';
import type { SessionStore, SessionTimes } from '@vitrina/infra/sessions/port';

export interface OpenSessionStoreOptions extends SessionTimes {
  /** Set: sessions in this Redis. Unset: in the SQLite file `sqliteFile`. */
  redisUrl?: string;
  sqliteFile: string;
  logger?: Logger;
}

/** Opens the session store the configuration asks for and checks it answers, so a wrong URL fails at start. */
export async function openSessionStore(options: OpenSessionStoreOptions): Promise<SessionStore> {
  const { redisUrl, sqliteFile, logger, ...times } = options;
  if (redisUrl) {
    const { RedisSessionStore } = await import('@vitrina/infra/sessions/redis');
    const store = new RedisSessionStore({ url: redisUrl, logger, ...times });
    try {
      await store.ping();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }
  const { SqliteSessionStore } = await import('@vitrina/infra/sessions/sqlite');
  return new SqliteSessionStore({ file: sqliteFile, ...times });
}
