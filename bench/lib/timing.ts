// Timing helpers of the benchmarks: candidates run in turns, summarised as percentiles.

/** p99 of fewer than 100 samples is their maximum. */
export type Timing = { p50: number; p95: number; p99: number; min: number; max: number; samples: number };

function percentile(sorted: number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function summarise(values: number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    min: round(sorted[0] ?? 0),
    max: round(sorted.at(-1) ?? 0),
    samples: sorted.length,
  };
}

/**
 * Runs the candidates in turns rather than one after the other: on a shared, noisy machine a
 * burst of load then hits them all alike, and their ratio stays meaningful.
 */
export async function timeInTurns<K extends string>(
  candidates: Record<K, () => Promise<unknown>>,
  { warmUp, runs }: { warmUp: number; runs: number },
): Promise<Record<K, Timing>> {
  const entries = Object.entries(candidates) as [K, () => Promise<unknown>][];
  for (let i = 0; i < warmUp; i++) for (const [, run] of entries) await run();
  const samples = new Map<K, number[]>(entries.map(([key]) => [key, []]));
  for (let i = 0; i < runs; i++) {
    for (const [key, run] of entries) {
      const start = performance.now();
      await run();
      samples.get(key)?.push(performance.now() - start);
    }
  }
  return Object.fromEntries(entries.map(([key]) => [key, summarise(samples.get(key) ?? [])])) as Record<K, Timing>;
}
