import { existsSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { EventRegistry } from '@vitrina/domain/core/events';
import { hasPersonalFields, valueAt } from '@vitrina/domain/core/personal';
import { isSealed, type PersonalDataCipher } from '@vitrina/infra/eventstore/personal-data';
import { SCHEMA } from '@vitrina/infra/eventstore/sqlite-schema';
import { emailStream, usernameStream } from '../accounts/lookup';

export interface MigrationReport {
  events: number;
  /** Events with at least one personal field still in clear, now sealed. */
  sealed: number;
  /** Reservation streams renamed from their clear (or unkeyed) ids to keyed ones. */
  renamedStreams: number;
  dryRun: boolean;
}

type Row = { position: number; id: string; stream_id: string; revision: number; type: string; data: string; metadata: string; recorded_at: string };

const CHUNK = 2_000;

/**
 * The one-off copy-and-replace of an embedded event log written before personal data was encrypted (the issue of
 * crypto-shredding): every event is copied in order into a new file, with its position, id, revision, metadata
 * and time, its personal fields sealed under its person's data key and its reservation stream renamed to the
 * keyed id; then the new file takes the old one's place (the old one is kept beside it, `.pre-migration`).
 * Running it again changes nothing. The site must be stopped; afterwards `npm run replay -- --all` rebuilds the
 * read models from the migrated log. A dry run reads everything and writes nothing.
 */
export async function migratePersonalData(options: {
  file: string;
  registry: EventRegistry;
  cipher: PersonalDataCipher;
  secret: Buffer;
  dryRun: boolean;
  progress?: (done: number, total: number) => void;
}): Promise<MigrationReport> {
  const { file, registry, cipher, secret, dryRun } = options;
  const source = new Database(file, { readonly: true, fileMustExist: true });
  const target = `${file}.migrating`;
  rmSync(target, { force: true });
  const out = dryRun ? undefined : new Database(target);
  try {
    out?.pragma('journal_mode = WAL');
    out?.exec(SCHEMA);
    const insert = out?.prepare('INSERT INTO events (position, id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const total = (source.prepare('SELECT COUNT(*) FROM events').pluck().get() as number) ?? 0;
    const renames = reservationRenames(source, secret);
    const report: MigrationReport = { events: 0, sealed: 0, renamedStreams: renames.size, dryRun };
    const read = source.prepare(
      'SELECT position, id, stream_id, revision, type, data, metadata, recorded_at FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
    let after = 0;
    for (;;) {
      const rows = read.all(after, CHUNK) as Row[];
      if (rows.length === 0) break;
      const copied: Row[] = [];
      for (const row of rows) {
        const data = JSON.parse(row.data) as unknown;
        const declaration = registry.personal(row.type);
        const clear =
          hasPersonalFields(declaration) && Object.keys(declaration.personal).some((path) => valueAt(data, path) != null && !isSealed(valueAt(data, path)));
        if (clear) report.sealed += 1;
        const sealed = clear ? await cipher.seal(row.type, data) : data;
        copied.push({ ...row, stream_id: renames.get(row.stream_id) ?? row.stream_id, data: clear ? JSON.stringify(sealed) : row.data });
      }
      out?.transaction(() => {
        for (const row of copied) insert!.run(row.position, row.id, row.stream_id, row.revision, row.type, row.data, row.metadata, row.recorded_at);
      })();
      report.events += rows.length;
      after = rows.at(-1)!.position;
      options.progress?.(report.events, total);
    }
    source.close();
    if (out) {
      out.pragma('wal_checkpoint(TRUNCATE)');
      out.close();
      const kept = `${file}.pre-migration`;
      renameSync(file, kept);
      for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, kept + suffix);
      renameSync(target, file);
      rmSync(`${target}-wal`, { force: true });
      rmSync(`${target}-shm`, { force: true });
    }
    return report;
  } finally {
    if (source.open) source.close();
    if (out?.open) out.close();
    if (dryRun) rmSync(target, { force: true });
  }
}

/**
 * The reservation streams to rename: a username's stream named by the name itself, an email's by its unkeyed hash.
 * The value comes from the stream's first reservation (in clear in such a log, or sealed by a run that stopped).
 */
function reservationRenames(db: Database.Database, secret: Buffer): Map<string, string> {
  const renames = new Map<string, string>();
  const rows = db.prepare(`SELECT stream_id, type, data FROM events WHERE type IN ('UsernameReserved', 'EmailReserved') ORDER BY position`).all() as Array<{
    stream_id: string;
    type: string;
    data: string;
  }>;
  for (const row of rows) {
    if (renames.has(row.stream_id)) continue;
    const data = JSON.parse(row.data) as { username?: unknown; email?: unknown };
    const value = row.type === 'UsernameReserved' ? data.username : data.email;
    if (typeof value !== 'string') continue;
    const keyed = row.type === 'UsernameReserved' ? usernameStream(secret, value) : emailStream(secret, value);
    if (keyed !== row.stream_id) renames.set(row.stream_id, keyed);
  }
  return renames;
}
