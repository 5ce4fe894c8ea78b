import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { SessionVersions } from './session-versions.ts';

/** A session as GET /api/chat/session/:id sends it: the UTF-8 JSON (encoded once) and its ETag. */
export interface SessionRead {
  userId: string;
  body: Buffer;
  etag: string;
  /** The body compressed for a client that accepts it, made on first use and kept with the entry. */
  encoded(acceptEncoding: string | undefined): { encoding: 'br' | 'gzip'; body: Buffer } | null;
}

const encoders = {
  br: (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (b: Buffer) => gzipSync(b),
};

export function sessionRead(userId: string, json: string): SessionRead {
  const body = Buffer.from(json);
  const made: Partial<Record<keyof typeof encoders, Buffer>> = {};
  return {
    userId,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(acceptEncoding) {
      const encoding = (['br', 'gzip'] as const).find((e) => acceptEncoding?.includes(e));
      if (!encoding || body.length < 1024) return null;
      return { encoding, body: (made[encoding] ??= encoders[encoding](body)) };
    },
  };
}

/** What `begin` found: a cached read that is still current, or what `store` needs to keep a fresh one. */
export interface ReadStart {
  cached?: SessionRead;
  epoch: number;
  version: string | null;
}

/**
 * Serialized session reads, so re-opening a session costs no query (embedded PGlite) or one
 * primary-key lookup or Redis call (PostgreSQL shared by several processes, decision 0020).
 *
 * `versions` null: this process is its database's only writer (PGlite, which no other process can
 * open), so its own writes are all there is to see. Otherwise another process may write the session:
 * a cached read is used only while the session's version is the one read before its queries began.
 *
 * Every write to a session calls `changed`. A read that overlapped a write in this process is not
 * stored: it may have seen the session before that write (the epoch moved while it queried).
 */
export function createSessionReadCache(options: { versions: SessionVersions | null; ttlMs: number; maxBytes: number }) {
  const { versions } = options;
  const lru = new LRUCache<string, { read: SessionRead; version: string | null }>({
    maxSize: options.maxBytes,
    sizeCalculation: (e) => e.read.body.length + 200,
    ttl: options.ttlMs,
  });
  let epoch = 0;
  // Another process's write: the entry could no longer be used anyway; free its memory now.
  versions?.onChanged((sessionId) => lru.delete(sessionId));
  return {
    /** Call before querying: the cached read when it is current and this user's; else give the result to `store`. */
    async begin(sessionId: string, userId: string): Promise<ReadStart> {
      const readEpoch = epoch;
      const entry = lru.get(sessionId);
      const mine = entry?.read.userId === userId ? entry : undefined;
      if (!versions) return { cached: mine?.read, epoch: readEpoch, version: null };
      const version = await versions.current(userId, sessionId);
      const current = version !== null && mine?.version === version;
      return { cached: current ? mine.read : undefined, epoch: readEpoch, version };
    },
    store(sessionId: string, read: SessionRead, start: ReadStart) {
      const known = !versions || start.version !== null;
      if (known && start.epoch === epoch) lru.set(sessionId, { read, version: start.version });
    },
    /** After every write to the session, before the write returns. */
    async changed(sessionId: string) {
      epoch += 1;
      lru.delete(sessionId);
      await versions?.changed(sessionId);
    },
    close: async () => versions?.close(),
  };
}
export type SessionReadCache = ReturnType<typeof createSessionReadCache>;
