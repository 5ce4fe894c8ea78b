import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

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

/**
 * Serialized session reads, so re-opening a session costs no query. Only sound when this process is
 * its database's only writer (embedded PGlite, which no other process can open); with a shared
 * PostgreSQL server another instance could change a session behind our back, so it is off there.
 *
 * Every write to a session calls `changed`. A read that overlapped any write is not stored: it may
 * have seen the session before that write (the epoch moved while it queried).
 */
export function createSessionReadCache(options: { enabled: boolean; ttlMs: number; maxBytes: number }) {
  const lru = new LRUCache<string, SessionRead>({ maxSize: options.maxBytes, sizeCalculation: (r) => r.body.length + 200, ttl: options.ttlMs });
  let epoch = 0;
  return {
    /** The cached read, only for its owner. */
    get(sessionId: string, userId: string): SessionRead | undefined {
      const hit = options.enabled ? lru.get(sessionId) : undefined;
      return hit?.userId === userId ? hit : undefined;
    },
    /** Take before querying; give to `store` with what the queries returned. */
    epoch: () => epoch,
    store(sessionId: string, read: SessionRead, readEpoch: number) {
      if (options.enabled && readEpoch === epoch) lru.set(sessionId, read);
    },
    changed(sessionId: string) {
      epoch += 1;
      lru.delete(sessionId);
    },
  };
}
export type SessionReadCache = ReturnType<typeof createSessionReadCache>;
