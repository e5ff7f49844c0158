/** What a scroll pass reports that its totals read (lib/browser.ts's Scroll, or a results file's). */
export type ScrollFigures = { longTasks: number; longestTaskMs: number; frameP95Ms: number; pageWaits?: number; pageWaitMs?: number };

/**
 * A page's scroll passes summed up, as a page benchmark's headline and latest.md show them: long
 * tasks and the longest, the slowest frame at the 95th percentile, the waits for the next page and
 * their total (ms). The waits are undefined when a pass has none recorded: a results file written
 * before the lists were paged.
 */
export function scrollTotals(scrolls: readonly ScrollFigures[]) {
  const waited = scrolls.every((s) => s.pageWaits !== undefined);
  return {
    longTasks: scrolls.reduce((sum, s) => sum + s.longTasks, 0),
    longestTaskMs: Math.max(0, ...scrolls.map((s) => s.longestTaskMs)),
    frameP95Ms: Math.max(0, ...scrolls.map((s) => s.frameP95Ms)),
    pageWaits: waited ? scrolls.reduce((sum, s) => sum + (s.pageWaits ?? 0), 0) : undefined,
    pageWaitMs: waited ? scrolls.reduce((sum, s) => sum + (s.pageWaitMs ?? 0), 0) : undefined,
  };
}
