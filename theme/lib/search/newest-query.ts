// Typing sends a query with each keystroke, and a pasted log can cost a search tens of
// milliseconds on a phone. Only the newest query is worth an answer: one runs at a time, and
// of those that arrive meanwhile only the newest waits; the others are dropped unanswered.

/** The rejection of a query that a newer one replaced before it ran. */
export class SupersededQuery extends Error {
  constructor(query: string) {
    super(`A newer query replaced "${query.slice(0, 40)}" before it ran.`);
    this.name = 'SupersededQuery';
  }
}

/**
 * `answer` for one query at a time. A query that arrives while another runs waits, replacing
 * (and rejecting with {@link SupersededQuery}) any query that was waiting. `answer` can also
 * ask `superseded()` before it starts its work, to drop a query that a newer one replaced
 * while it was being handed over (a timer, a message to a worker).
 */
export function newestQueryOnly<T>(answer: (query: string, superseded: () => boolean) => Promise<T>): (query: string) => Promise<T> {
  type Job = { query: string; resolve: (value: T) => void; reject: (error: unknown) => void };
  let running = false;
  let waiting: Job | undefined;
  const run = (job: Job) => {
    running = true;
    answer(job.query, () => waiting !== undefined)
      .then(job.resolve, job.reject)
      .finally(() => {
        running = false;
        const next = waiting;
        waiting = undefined;
        if (next) run(next);
      });
  };
  return (query) =>
    new Promise<T>((resolve, reject) => {
      waiting?.reject(new SupersededQuery(waiting.query));
      waiting = { query, resolve, reject };
      if (running) return;
      const next = waiting;
      waiting = undefined;
      run(next);
    });
}
