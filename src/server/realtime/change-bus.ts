import type { ChangeNotice } from './change-notice.ts';

/**
 * What a live stream hears: a committed write; a `gap` when the bus may have missed notices (its
 * connection to the database was re-established), so streams replay from the journal; `closed`
 * at shutdown.
 */
export type BusEvent = { type: 'change'; notice: ChangeNotice } | { type: 'gap' } | { type: 'closed' };
export type BusListener = (event: BusEvent) => void;

export type ChangeBus = {
  /** Null once the bus is closed (the server is stopping): the caller should not wait for changes. */
  subscribe: (listener: BusListener) => (() => void) | null;
  /** Tells every subscriber to stop and resolves when they have all unsubscribed (or after a grace period). */
  close: () => Promise<void>;
};

const DRAIN_GRACE_MS = 2_000;

/** The in-process fan-out shared by both databases' buses. */
export function createHub(options: { onFirstSubscriber?: () => void; onClose?: () => Promise<void> } = {}) {
  const listeners = new Set<BusListener>();
  let closing: Promise<void> | undefined;
  let drained: (() => void) | undefined;

  const emit = (event: BusEvent) => {
    for (const listener of listeners) listener(event);
  };

  const bus: ChangeBus = {
    subscribe: (listener) => {
      if (closing) return null;
      if (listeners.size === 0) options.onFirstSubscriber?.();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) drained?.();
      };
    },
    close: () =>
      (closing ??= (async () => {
        const allGone = new Promise<void>((resolve) => {
          drained = resolve;
          if (listeners.size === 0) resolve();
        });
        emit({ type: 'closed' });
        const grace = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_GRACE_MS).unref());
        await Promise.race([allGone, grace]);
        listeners.clear();
        await options.onClose?.();
      })()),
  };
  return { bus, emit };
}
