import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * How a job ended. 'done' and 'failed' come from the worker (failed: the parser threw); the others
 * are the pool stopping it: 'timeout' (deadline), 'memory' (watchdog or V8 heap limit), 'crashed',
 * 'expired' (the deadline passed while it waited for a worker) and 'closed' (the pool shut down).
 */
export type JobEnd = 'done' | 'failed' | 'timeout' | 'memory' | 'crashed' | 'expired' | 'closed';

export interface JobResult {
  /** What the worker posted before the job ended, in order. */
  pieces: string[];
  end: JobEnd;
  /** The worker's own word that it stopped before the end (a page, row or character cap). */
  capped: boolean;
}

export interface WorkerPoolOptions {
  entry: URL;
  size: number;
  /** Each worker's V8 heap limit, and how far its memory may grow during one job before it is stopped. */
  memoryMb: number;
  watchIntervalMs?: number;
  /** A worker idle this long exits, giving its memory back; the next job starts a new one. */
  idleMs?: number;
}

interface Job {
  message: unknown;
  deadline: number;
  pieces: string[];
  /** The worker's resident memory when the job started, when the platform tells it. */
  startRss: number | null;
  timer: NodeJS.Timeout;
  resolve(result: JobResult): void;
}

type WorkerMessage = { type: 'text'; text: string } | { type: 'end'; partial: boolean } | { type: 'failed' };

/**
 * A few long-lived worker processes that run one job each at a time, with a queue. Each job has a
 * deadline: past it the worker is killed and the job resolves with what it posted so far.
 *
 * Processes, not worker threads (decision 0024): V8 can end the whole process when a thread reaches
 * its heap limit ("Reached heap limit", seen in CI), so a crafted file could take the API down. A
 * worker process that dies takes only its job with it. Memory: V8's heap limit (--max-old-space-size)
 * stops heap growth, and a watchdog reads each busy worker's resident memory (Linux /proc) for what
 * the heap limit cannot see (ArrayBuffers: pdf.js holds decoded streams in them). Never rejects.
 */
export function createWorkerPool(options: WorkerPoolOptions) {
  const idle: ChildProcess[] = [];
  const busy = new Map<ChildProcess, Job>();
  const queue: Job[] = [];
  const idleTimers = new Map<ChildProcess, NodeJS.Timeout>();
  /** Workers told to stop (time, memory, idle, shutdown) that have not exited yet. */
  const exiting = new Map<ChildProcess, Promise<void>>();
  const limitBytes = options.memoryMb * 1024 * 1024;
  let closed = false;
  let watchdog: NodeJS.Timeout | undefined;

  function spawn(): ChildProcess {
    const worker = fork(fileURLToPath(options.entry), [], {
      // Only the heap limit: not the API's own flags (a test runner's loaders), nor its environment
      // (database URL, keys), which a parser reading an attacker's file has no use for.
      execArgv: [`--max-old-space-size=${options.memoryMb}`, '--max-semi-space-size=8'],
      env: {},
      // Parsers warn about malformed input on the console: input an attacker writes, so never logged.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
    });
    // An idle pool must not keep a script or a test process alive.
    worker.unref();
    worker.channel?.unref();
    worker.on('message', (message: WorkerMessage) => onMessage(worker, message));
    // A process that could not start: 'exit' may not follow, so it is dropped here too.
    worker.on('error', () => void gone(worker, 'crashed'));
    worker.on('exit', (_code, signal) =>
      // V8 aborts a process at its heap limit; any other death mid-job is a crash.
      gone(worker, signal === 'SIGABRT' ? 'memory' : 'crashed'),
    );
    return worker;
  }

  function gone(worker: ChildProcess, end: JobEnd) {
    forget(worker);
    finish(worker, end, false);
  }

  function forget(worker: ChildProcess) {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
  }

  /** A process may not start (too many processes, too little memory): the job then has no text. */
  function trySpawn(): ChildProcess | null {
    try {
      return spawn();
    } catch {
      return null;
    }
  }

  function onMessage(worker: ChildProcess, message: WorkerMessage) {
    const job = busy.get(worker);
    if (!job) return;
    if (message.type === 'text') job.pieces.push(message.text);
    else
      finish(worker, message.type === 'end' ? 'done' : 'failed', message.type === 'end' && message.partial);
  }

  /** Resolves the worker's job; a worker that ended its job itself waits for the next one. */
  function finish(worker: ChildProcess, end: JobEnd, capped: boolean) {
    const job = busy.get(worker);
    if (!job) return;
    busy.delete(worker);
    clearTimeout(job.timer);
    job.resolve({ pieces: job.pieces, end, capped });
    if (end === 'done' || end === 'failed') rest(worker);
    pump();
  }

  function rest(worker: ChildProcess) {
    idle.push(worker);
    worker.channel?.unref();
    const timer = setTimeout(() => {
      forget(worker);
      void kill(worker);
    }, options.idleMs ?? 60_000).unref();
    idleTimers.set(worker, timer);
  }

  function stop(worker: ChildProcess, end: JobEnd): Promise<void> {
    finish(worker, end, false);
    return kill(worker);
  }

  /** Kills a worker; resolves once it has exited, so that close() can wait for it. */
  function kill(worker: ChildProcess): Promise<void> {
    const known = exiting.get(worker);
    if (known) return known;
    const exited =
      worker.exitCode !== null || worker.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.kill('SIGKILL');
          });
    exiting.set(worker, exited);
    void exited.finally(() => exiting.delete(worker));
    return exited;
  }

  function pump() {
    while (queue.length && (idle.length || idle.length + busy.size < options.size)) {
      const job = queue.shift()!;
      if (Date.now() >= job.deadline) {
        expire(job);
        continue;
      }
      const worker = idle.pop() ?? trySpawn();
      if (!worker) {
        clearTimeout(job.timer);
        job.resolve({ pieces: [], end: 'crashed', capped: false });
        continue;
      }
      forget(worker);
      worker.channel?.ref();
      job.startRss = residentBytes(worker.pid);
      busy.set(worker, job);
      worker.send(job.message as object, (err) => err && void stop(worker, 'crashed'));
      watchdog ??= setInterval(watch, options.watchIntervalMs ?? 50).unref();
    }
  }

  /** Stops each busy worker whose memory grew past the limit during its job. */
  function watch() {
    if (!busy.size) {
      clearInterval(watchdog);
      watchdog = undefined;
      return;
    }
    for (const [worker, job] of busy) {
      const rss = residentBytes(worker.pid);
      if (rss === null || job.startRss === null) continue;
      if (rss - job.startRss > limitBytes) void stop(worker, 'memory');
    }
  }

  function expire(job: Job) {
    const worker = [...busy.entries()].find(([, j]) => j === job)?.[0];
    if (worker) return void stop(worker, 'timeout');
    const at = queue.indexOf(job);
    if (at >= 0) queue.splice(at, 1);
    clearTimeout(job.timer);
    job.resolve({ pieces: [], end: 'expired', capped: false });
  }

  return {
    /** Runs one job; resolves by the deadline (or as soon after as a killed worker lets go). */
    run(message: unknown, deadline: number): Promise<JobResult> {
      return new Promise((resolve) => {
        if (closed) return resolve({ pieces: [], end: 'closed', capped: false });
        const job: Job = {
          message,
          deadline,
          pieces: [],
          startRss: null,
          resolve,
          timer: setTimeout(() => expire(job), Math.max(0, deadline - Date.now())),
        };
        queue.push(job);
        pump();
      });
    },

    /** Workers running now and waiting, and their process ids, for tests and logs. */
    stats: () => ({
      busy: busy.size,
      idle: idle.length,
      queued: queue.length,
      pids: [...busy.keys(), ...idle].map((w) => w.pid).filter((pid) => pid !== undefined),
    }),

    async close() {
      closed = true;
      clearInterval(watchdog);
      for (const job of queue.splice(0)) {
        clearTimeout(job.timer);
        job.resolve({ pieces: [], end: 'closed', capped: false });
      }
      const stopping = [...busy.keys()].map((w) => stop(w, 'closed'));
      for (const worker of idle.splice(0)) {
        forget(worker);
        stopping.push(kill(worker));
      }
      // Also the workers stopped earlier for time or memory: once close() resolves, no worker
      // process of the pool is left.
      await Promise.all([...stopping, ...exiting.values()]);
    },
  };
}
export type WorkerPool = ReturnType<typeof createWorkerPool>;

/** A process's resident memory from Linux's /proc; null elsewhere (the heap limit still holds). */
function residentBytes(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
