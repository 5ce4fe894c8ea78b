import { Worker } from 'node:worker_threads';

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
  /** Each worker's V8 heap limit; the pool's workers together may add `size` times this to the process. */
  memoryMb: number;
  watchIntervalMs?: number;
}

interface Job {
  message: unknown;
  deadline: number;
  pieces: string[];
  startedAt: number;
  timer: NodeJS.Timeout;
  resolve(result: JobResult): void;
}

type WorkerMessage = { type: 'text'; text: string } | { type: 'end'; partial: boolean } | { type: 'failed' };

/**
 * A few long-lived worker threads that run one job each at a time, with a queue. Each job has a
 * deadline: past it the worker is terminated and the job resolves with what it posted so far.
 * Memory: V8's heap limit (resourceLimits) stops heap growth, and a watchdog stops what the heap
 * limit cannot see (ArrayBuffers: pdf.js holds decoded streams in them). Never rejects.
 */
export function createWorkerPool(options: WorkerPoolOptions) {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  /** Workers stopped (time, memory, shutdown) whose threads have not exited yet. */
  const terminating = new Set<Promise<number>>();
  let closed = false;
  const watchdog = createMemoryWatchdog({
    // For the pool as a whole: a worker that just finished a job still holds memory until it
    // collects garbage, and the watchdog cannot tell whose memory it is.
    limitBytes: options.memoryMb * options.size * 1024 * 1024,
    intervalMs: options.watchIntervalMs ?? 50,
    busyCount: () => busy.size,
    onOver: () => {
      const oldest = [...busy.entries()].sort((a, b) => a[1].startedAt - b[1].startedAt)[0];
      return oldest ? stop(oldest[0], 'memory') : Promise.resolve();
    },
  });

  function spawn(): Worker {
    const worker = new Worker(options.entry, {
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 16 },
      // Parsers warn about malformed input on the console: input an attacker writes, so never logged.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    // An idle pool must not keep a script or a test process alive.
    worker.unref();
    let outOfMemory = false;
    worker.on('message', (message: WorkerMessage) => onMessage(worker, message));
    worker.on(
      'error',
      (err: NodeJS.ErrnoException) => void (outOfMemory ||= err.code === 'ERR_WORKER_OUT_OF_MEMORY'),
    );
    worker.on('exit', () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      finish(worker, outOfMemory ? 'memory' : 'crashed', false);
    });
    return worker;
  }

  /** A thread may not start (too many threads, too little memory): the job then has no text. */
  function trySpawn(): Worker | null {
    try {
      return spawn();
    } catch {
      return null;
    }
  }

  function onMessage(worker: Worker, message: WorkerMessage) {
    const job = busy.get(worker);
    if (!job) return;
    if (message.type === 'text') job.pieces.push(message.text);
    else
      finish(worker, message.type === 'end' ? 'done' : 'failed', message.type === 'end' && message.partial);
  }

  /** Resolves the worker's job; a worker that did not end its job itself is terminated. */
  function finish(worker: Worker, end: JobEnd, capped: boolean) {
    const job = busy.get(worker);
    if (!job) return;
    busy.delete(worker);
    clearTimeout(job.timer);
    job.resolve({ pieces: job.pieces, end, capped });
    if (end === 'done' || end === 'failed') idle.push(worker);
    pump();
  }

  function stop(worker: Worker, end: JobEnd): Promise<unknown> {
    finish(worker, end, false);
    return terminate(worker);
  }

  /** Ends a worker's thread, remembered until it has exited so that close() can wait for it. */
  function terminate(worker: Worker): Promise<number> {
    const exited = worker.terminate();
    terminating.add(exited);
    void exited.finally(() => terminating.delete(exited));
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
      watchdog.starting();
      job.startedAt = Date.now();
      busy.set(worker, job);
      worker.postMessage(job.message);
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
    /** Runs one job; resolves by the deadline (or as soon after as a terminated worker lets go). */
    run(message: unknown, deadline: number): Promise<JobResult> {
      return new Promise((resolve) => {
        if (closed) return resolve({ pieces: [], end: 'closed', capped: false });
        const job: Job = {
          message,
          deadline,
          pieces: [],
          startedAt: 0,
          resolve,
          timer: setTimeout(() => expire(job), Math.max(0, deadline - Date.now())),
        };
        queue.push(job);
        pump();
      });
    },

    /** Workers running now and waiting, for tests and logs. */
    stats: () => ({ busy: busy.size, idle: idle.length, queued: queue.length }),

    async close() {
      closed = true;
      watchdog.stop();
      for (const job of queue.splice(0)) {
        clearTimeout(job.timer);
        job.resolve({ pieces: [], end: 'closed', capped: false });
      }
      await Promise.all([...busy.keys()].map((w) => stop(w, 'closed')));
      idle.splice(0).forEach(terminate);
      // Also the threads stopped earlier for time or memory, which are no longer busy nor idle:
      // once close() resolves, no thread of the pool is left for the process to exit over.
      await Promise.all(terminating);
    },
  };
}
export type WorkerPool = ReturnType<typeof createWorkerPool>;

interface WatchdogOptions {
  limitBytes: number;
  intervalMs: number;
  busyCount(): number;
  /** Stops one job; resolves once its worker is gone (its memory is then free). */
  onOver(): Promise<unknown>;
}

/**
 * Worker threads share the process, and Node 20 cannot tell one worker's memory from another's, so
 * this watches what the process holds outside the main thread's own heap and buffers (rss minus
 * them), against its level when the pool last went from idle to busy. Past `limitBytes` it stops
 * the longest-running job (the likeliest culprit) and waits for that worker to go.
 */
function createMemoryWatchdog(options: WatchdogOptions) {
  let baseline = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  const outsideMainHeap = () => {
    const m = process.memoryUsage();
    return m.rss - m.heapTotal - m.external;
  };

  function check() {
    if (!options.busyCount()) return stop();
    if (stopping || outsideMainHeap() - baseline <= options.limitBytes) return;
    stopping = true;
    void options.onOver().finally(() => (stopping = false));
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
  }

  return {
    /** Called just before a job starts. */
    starting() {
      if (options.busyCount() === 0) baseline = outsideMainHeap();
      timer ??= setInterval(check, options.intervalMs).unref();
    },
    stop,
  };
}
