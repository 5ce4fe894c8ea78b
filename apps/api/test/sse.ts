/** Reading an answer's server-sent events, as a client would (route, fault and resume tests). */

/** One server-sent event: its name, its data parsed as JSON, and its id when it has one. */
export interface SseEvent {
  event: string;
  data: unknown;
  id?: string;
}

/**
 * The events of a text/event-stream body, in order, read as a browser's EventSource reads them:
 * field lines in any order (id:, event:, data:, comments), several data: lines joined by newlines.
 */
export function parseEvents(body: string): SseEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .flatMap((block) => {
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        const [, field, value = ''] = /^([^:]*)(?::\s?(.*))?$/.exec(line) ?? [];
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
      if (!data.length) return [];
      return [{ event, data: JSON.parse(data.join('\n')) as unknown, ...(id !== undefined ? { id } : {}) }];
    });
}

export interface Sse {
  id: string;
  event: string;
  data: { text?: string; message?: { text: string } | string };
}

/** The server-sent events of a response, as they arrive. */
export async function* readSse(res: Response): AsyncGenerator<Sse> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body!) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const e of parseEvents(block)) yield { id: e.id ?? '', event: e.event, data: e.data as Sse['data'] };
    }
  }
}

/**
 * Reads events until `stopAfter` says so (then drops the connection, if given `abort`) or the stream
 * ends. Takes a Response, or the events of one to read on from where an earlier read stopped.
 */
export async function read(from: Response | AsyncGenerator<Sse>, abort: AbortController | null, stopAfter: (events: Sse[]) => boolean = () => false) {
  const source = from instanceof Response ? readSse(from) : from;
  const events: Sse[] = [];
  try {
    for (;;) {
      const next = await source.next();
      if (next.done) break;
      events.push(next.value);
      if (stopAfter(events)) {
        abort?.abort();
        break;
      }
    }
  } catch (err) {
    if (!abort?.signal.aborted) throw err;
  }
  return events;
}

export const deltas = (events: Sse[]) => events.filter((e) => e.event === 'delta');
export const textOf = (events: Sse[]) => deltas(events).map((e) => e.data.text).join('');
export const seqs = (events: Sse[]) => events.map((e) => Number(e.id.split(':')[1]));

/**
 * `n` readers resume an answer at once, each attached (its first delta read) before any reads on;
 * `whileAttached` runs while all are attached. Each reader's events, from where it resumed.
 */
export async function resumeMany(n: number, resume: () => Promise<Response>, whileAttached: () => Promise<void>): Promise<Sse[][]> {
  const readers = await Promise.all(
    Array.from({ length: n }, async () => {
      const events = readSse(await resume());
      return { attached: await read(events, null, (list) => deltas(list).length === 1), events };
    }),
  );
  await whileAttached();
  return Promise.all(readers.map(async ({ attached, events }) => [...attached, ...(await read(events, null))]));
}
