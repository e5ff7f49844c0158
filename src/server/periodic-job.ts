/**
 * Runs `work` now and then every `everyMs`, never two runs at once (a slow run makes the next
 * ticks skip); `work` returns undefined when it has nothing to do this time. `wake()` runs it now,
 * or right after the run in flight (someone asked for work this process should not leave to the
 * next tick). The timer does not keep the process alive, and stop() waits for the run in flight
 * (graceful shutdown).
 */
export function startPeriodicJob({ work, everyMs }: { work: () => Promise<unknown> | undefined; everyMs: number }): {
  stop: () => Promise<void>;
  wake: () => void;
} {
  let current: Promise<unknown> | undefined;
  let woken = false;
  let stopped = false;
  const run = () => {
    if (current || stopped) return;
    current = work()?.finally(() => {
      current = undefined;
      if (woken) {
        woken = false;
        run();
      }
    });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (current) await current;
    },
    wake: () => {
      if (current) woken = true;
      else run();
    },
  };
}
