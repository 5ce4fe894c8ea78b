import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs `work` in one transaction that holds this student's advisory lock until it ends, so their
 * counted writes (a new chat, a message, a file, a generated set) go one at a time, on every
 * process sharing the database: a count read inside still holds when the insert lands.
 */
export function withOwnerLock<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vidya-owner:${userId}`}, 0))`);
    // A transaction is a database handle too; repositories built on it write inside it.
    return work(tx as unknown as Db);
  });
}
