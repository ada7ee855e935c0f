import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPeriodicJob } from './periodic-job.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('registerPeriodicJob', () => {
  it('never overlaps a slow run, and on close waits for it, tells it to stop, then releases', async () => {
    const app = Fastify();
    const events: string[] = [];
    let runs = 0;
    let active = 0;
    let mostAtOnce = 0;
    let sawStopping = false;
    registerPeriodicJob(app, {
      everyMs: 5,
      async run(stopping) {
        runs += 1;
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        await pause(40);
        sawStopping ||= stopping();
        active -= 1;
        events.push('run ended');
      },
      async closed() {
        events.push('closed');
      },
    });
    await app.ready();
    while (runs === 0) await pause(1);
    await pause(20); // the timer fires four more times while the first run is under way
    expect(runs).toBe(1);
    await app.close();
    expect(mostAtOnce).toBe(1);
    expect(sawStopping).toBe(true);
    expect(events.at(-1)).toBe('closed');
    expect(events.at(-2)).toBe('run ended');
    const after = runs;
    await pause(30);
    expect(runs).toBe(after);
  });

  it('logs a failed run with its message and runs again on the next tick', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => void logged.push(JSON.parse(line).msg as string) },
      },
    });
    let runs = 0;
    registerPeriodicJob(app, {
      everyMs: 5,
      failed: 'counting sheep failed',
      async run() {
        runs += 1;
        throw new Error('no sheep');
      },
    });
    await app.ready();
    while (runs < 2) await pause(1);
    await app.close();
    expect(logged[0]).toBe('counting sheep failed; will retry on the next run');
  });
});
