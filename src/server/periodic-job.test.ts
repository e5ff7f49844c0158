import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

/** A job whose runs the test finishes by hand, counting them. */
function manualJob() {
  const finishers: (() => void)[] = [];
  let runs = 0;
  const job = startPeriodicJob({
    everyMs: 3_600_000,
    work: () => {
      runs++;
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
  });
  const finishRun = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { job, runs: () => runs, finishRun };
}

describe('startPeriodicJob', () => {
  it('runs at once, and wake() runs again after the run in flight, once however often it is woken', async () => {
    const { job, runs, finishRun } = manualJob();
    expect(runs()).toBe(1);
    job.wake();
    job.wake();
    expect(runs()).toBe(1);
    await finishRun();
    expect(runs()).toBe(2);
    await finishRun();
    expect(runs()).toBe(2);
    job.wake();
    expect(runs()).toBe(3);
    await finishRun();
    await job.stop();
  });

  it('does not run once stopped, even when woken', async () => {
    const { job, runs, finishRun } = manualJob();
    const stopped = job.stop();
    await finishRun();
    await stopped;
    job.wake();
    expect(runs()).toBe(1);
  });
});
