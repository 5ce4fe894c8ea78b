import type { FileStorage } from '../../plugins/storage.ts';
import type { TextExtractor } from './extract-text.ts';
import type { FilesRepository } from './files.repository.ts';

export interface SweepDeps {
  storage: FileStorage;
  repo: Pick<FilesRepository, 'referencedKeys'>;
  extractor: Pick<TextExtractor, 'removeStaleTemp'>;
}

export interface SweepCounts {
  /** Writes a crash interrupted ('*.partial'). */
  unfinished: number;
  /** Stored files no chat_files row references (written, then the process stopped before the row). */
  orphaned: number;
  /** Temporary folders of text extractions a crash interrupted. */
  extractionTemp: number;
}

/** Keys checked against the database per query. */
const BATCH = 500;

/**
 * Removes what uploads interrupted by a crash left behind (issue 10b), once older than `graceMs`:
 * a request in flight on this or another server writes its file moments before its row, so only a
 * file older than any request can be an orphan. A file a row references is never removed.
 */
export async function sweepUploads(deps: SweepDeps, graceMs: number): Promise<SweepCounts> {
  const cutoff = Date.now() - graceMs;
  const counts: SweepCounts = { unfinished: 0, orphaned: 0, extractionTemp: 0 };
  const batch: string[] = [];
  for await (const item of deps.storage.list()) {
    if (item.modifiedAt.getTime() >= cutoff) continue;
    if (item.unfinished) {
      await deps.storage.remove(item.key);
      counts.unfinished += 1;
      continue;
    }
    batch.push(item.key);
    if (batch.length >= BATCH) counts.orphaned += await removeOrphans(deps, batch.splice(0));
  }
  counts.orphaned += await removeOrphans(deps, batch);
  counts.extractionTemp = await deps.extractor.removeStaleTemp(graceMs);
  return counts;
}

async function removeOrphans(deps: SweepDeps, keys: string[]): Promise<number> {
  const referenced = await deps.repo.referencedKeys(keys);
  const orphans = keys.filter((k) => !referenced.has(k));
  for (const key of orphans) await deps.storage.remove(key);
  return orphans.length;
}
