import type { FastifyReply } from 'fastify';
import type { StoredEvent } from './answer-streams/types.ts';

/** Takes over the response and returns a writer for server-sent events. */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  // At once, not with the first event: a resume may wait seconds for one, and the client should know it is connected.
  reply.raw.flushHeaders();
  return {
    /** The id goes back to us as Last-Event-ID when the client resumes. */
    send({ id, event, data }: StoredEvent) {
      if (!reply.raw.writableEnded) reply.raw.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** `closeConnection`: also closes the keep-alive connection (shutdown must not wait for it to idle out). */
    end(closeConnection = false) {
      if (!reply.raw.writableEnded) reply.raw.end(() => closeConnection && reply.raw.socket?.destroy());
    },
  };
}
