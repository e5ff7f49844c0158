import type { KeyboardEvent } from 'react';

type RowMove = {
  rowCount: number;
  /** The scroll container holding the rows (`[data-row-index]`) and their cells (`[data-col]`). */
  container: HTMLElement | null;
  scrollToIndex: (index: number) => void;
};

/**
 * Up and Down on a row's select or input move focus to the same control of the row above or
 * below: a closed native select would otherwise change its value on each press (saving every
 * step). Alt+Down still opens the select. The target row is scrolled into view first; a row far
 * from the view is only drawn on the next paint.
 */
export function moveFocusAcrossRows(event: KeyboardEvent<HTMLElement>, { rowCount, container, scrollToIndex }: RowMove) {
  if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const control = event.target;
  if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) return;
  const column = control.closest<HTMLElement>('[data-col]')?.dataset.col;
  const index = Number(control.closest<HTMLElement>('[data-row-index]')?.dataset.rowIndex);
  if (column === undefined || !Number.isInteger(index)) return;
  event.preventDefault();
  const target = event.key === 'ArrowDown' ? index + 1 : index - 1;
  if (target < 0 || target >= rowCount) return;
  scrollToIndex(target);
  const selector = `[data-row-index="${target}"] [data-col="${column}"] ${control.tagName.toLowerCase()}`;
  const focus = () => container?.querySelector<HTMLElement>(selector)?.focus();
  // The neighbour is rendered (overscan); after a long jump, wait for the next paint.
  if (container?.querySelector(`[data-row-index="${target}"]`)) focus();
  else requestAnimationFrame(focus);
}
