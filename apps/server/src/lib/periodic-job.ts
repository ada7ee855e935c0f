// A job every API process runs on a timer: the outbox workers for mail and WhatsApp, the expiry
// of unpaid orders, reminders and other due mails. Each job's work is idempotent, so no process
// has to be "the scheduler".
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** How often a run starts, in milliseconds. */
  everyMs: number;
  /** One run; `stopping()` turns true once the app closes, so a batch can hand back the rest. */
  run(stopping: () => boolean): Promise<void>;
  /** After the last run has finished on close: release what the job holds (a mail connection). */
  closed?(): Promise<void>;
  /**
   * What the log says when a run throws ("expiring unpaid orders failed"); the error is logged
   * with it and the next run tries again. Without it a run must catch its own errors.
   */
  failed?: string;
}

/**
 * Starts the job once the app is ready. A slow run is never overlapped by the next one, the timer
 * never keeps the process alive, and closing the app stops the timer and waits for the run under
 * way before `closed`.
 */
export function registerPeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closing = false;
  const stopping = () => closing;

  const start = () => {
    if (running || closing) return;
    const run = job.failed
      ? job.run(stopping).catch((err: unknown) => {
          app.log.error({ err }, `${job.failed}; will retry on the next run`);
        })
      : job.run(stopping);
    running = run.finally(() => {
      running = null;
    });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(start, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
    await job.closed?.();
  });
}
