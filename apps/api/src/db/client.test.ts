import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testAdminUrl, testDbKind } from '../../test/database.ts';

/** What node-postgres returns for a query (the shared Db type leaves it open for both drivers). */
type Rows<T> = { rows: T[] };

describe.runIf(testDbKind === 'postgres')('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections, and reconnects', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`select 1`);
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as Rows<{ name: string }>;
      const admin = new pg.Client({ connectionString: testAdminUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [rows[0]!.name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = (await database.db.execute(sql`select 1 as one`)) as unknown as Rows<{ one: number }>;
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
