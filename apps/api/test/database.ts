import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

/** Which database the api suite runs on: in-memory PGlite, or real PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** The PostgreSQL server's admin URL when the suite runs on it. */
export const testAdminUrl = process.env.TEST_DATABASE_URL;

/**
 * A fresh, migrated database for one test file. On PostgreSQL each file gets its own database,
 * dropped again by close().
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') return openDatabase('memory://');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `vidya_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
