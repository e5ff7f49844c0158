/**
 * Runs `work` now and then every `everyMs`, never two runs at once (a slow run makes the next
 * ticks skip); `work` returns undefined when it has nothing to do this time. The timer does not
 * keep the process alive, and stop() waits for the run in flight (graceful shutdown).
 */
export function startPeriodicJob({ work, everyMs }: { work: () => Promise<unknown> | undefined; everyMs: number }): { stop: () => Promise<void> } {
  let current: Promise<unknown> | undefined;
  const run = () => {
    if (current) return;
    current = work()?.finally(() => {
      current = undefined;
    });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
