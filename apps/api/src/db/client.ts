import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: LISTEN on `channel` on a connection of its own (opened again if it drops; what
   * was sent meanwhile is missed). Resolves to a function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: the key of the advisory lock that serializes migrations. */
const MIGRATION_LOCK = 7_420_017;

/**
 * Several api processes starting together on one database would each apply the same pending
 * migrations and fail on each other's tables. One at a time: the others wait for the lock, then
 * find nothing left to apply.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/**
 * Opens the database and applies committed migrations.
 * `url` is a postgres:// URL, a folder for embedded PGlite, or 'memory://' for in-memory PGlite.
 */
export async function openDatabase(url: string): Promise<Database> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (a restart, a failover, a terminated backend) is reported
    // here; unheard, it would crash the process. The pool drops it and connects afresh when needed.
    pool.on('error', (err) => console.warn(`database: an idle connection closed (${err.message}); the pool reconnects`));
    const db = drizzlePg({ client: pool, schema });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', listen: (channel, onPayload) => listen(url, channel, onPayload), close: () => pool.end() };
  }
  const dir = url === 'memory://' ? undefined : url;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function listen(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => n.channel === channel && n.payload !== undefined && onPayload(n.payload));
    next.on('error', (err) => console.warn(`database: the ${channel} listener's connection failed (${err.message})`));
    // Only a connection that was listening reconnects; a failed attempt is retried by `reconnect`.
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      setTimeout(reconnect, 1000).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (stopped) await next.end();
    else client = next;
  };
  const reconnect = (): void => {
    if (!stopped) connect().catch(() => setTimeout(reconnect, 1000).unref());
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
