import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Cards drawn beyond the visible ones, above and below. */
const OVERSCAN = 3;

type CardWindowOptions = {
  count: number;
  /** A card's height with its gap: every card takes the same. */
  step: number;
  /** The column's scroll box: a fixed height, its list of cards inside. */
  scrollRef: RefObject<HTMLElement | null>;
  /** The scroll box's height before it is laid out, as its CSS gives it (the first frame draws from this). */
  initialHeight: () => number;
};

export type CardWindow = {
  /** The cards to draw: [start, end). */
  start: number;
  end: number;
  totalSize: number;
  /** Scrolls the least needed for the card to be in view. */
  reveal: (index: number) => void;
};

const rangeOf = (scrollTop: number, height: number, step: number, count: number) => ({
  start: Math.max(0, Math.floor(scrollTop / step) - OVERSCAN),
  end: Math.min(count, Math.ceil((scrollTop + height) / step) + OVERSCAN),
});

/**
 * The cards of a column in view, at fixed steps: O(1) per scroll and per render, where a general
 * virtualizer measures every one of a column's thousands of cards and lays the page out once per
 * column before it draws any. The first frame draws from the box's height as its CSS gives it.
 */
export function useCardWindow({ count, step, scrollRef, initialHeight }: CardWindowOptions): CardWindow {
  const [view, setView] = useState(() => ({ scrollTop: 0, height: initialHeight() }));

  // The box as laid out, before the first paint if the estimate was off; then on each resize.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => setView((current) => (current.height === element.clientHeight ? current : { ...current, height: element.clientHeight }));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // Redrawn only when another card comes into the window, not at every pixel.
    const onScroll = () =>
      setView((current) => {
        const next = { ...current, scrollTop: element.scrollTop };
        const before = rangeOf(current.scrollTop, current.height, step, count);
        const after = rangeOf(next.scrollTop, next.height, step, count);
        return before.start === after.start && before.end === after.end ? current : next;
      });
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollRef, step, count]);

  const reveal = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const top = index * step;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + step > element.scrollTop + element.clientHeight) element.scrollTop = top + step - element.clientHeight;
    },
    [scrollRef, step],
  );

  const { start, end } = rangeOf(view.scrollTop, view.height, step, count);
  return { start, end, totalSize: count * step, reveal };
}
