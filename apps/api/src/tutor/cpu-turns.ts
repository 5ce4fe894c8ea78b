/**
 * The tutor's synchronous work (searching the notes, composing an answer) runs one piece per turn
 * of the event loop, in the order asked. Each piece is bounded (tens of ms), but a hundred answers
 * finishing their database writes at once would otherwise run back to back while `/api/health` and
 * every other request wait (issue 22: 5 s). A piece starts from setImmediate, and the next is only
 * queued when it ends, so waiting I/O (requests, database replies) is served between any two.
 */
let tail: Promise<unknown> = Promise.resolve();

export function onCpuTurn<T>(work: () => T): Promise<T> {
  const run = tail.then(
    () =>
      new Promise<T>((resolve, reject) =>
        setImmediate(() => {
          try {
            resolve(work());
          } catch (err) {
            reject(err as Error);
          }
        }),
      ),
  );
  tail = run.catch(() => undefined);
  return run;
}
