import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { toast } from '../components/ui/toast.tsx';

// findBy… and waitFor wait for a condition; 1 s by default is short on a shared, loaded machine.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom lays nothing out: every box measures 0, and the virtualised tables (TanStack Virtual
// reads the scroll box's client size) would draw no row. A viewport-sized box draws the few rows a test has.
Object.defineProperties(HTMLElement.prototype, {
  clientHeight: { configurable: true, get: () => 800 },
  clientWidth: { configurable: true, get: () => 1200 },
});

// Without vitest globals, Testing Library cannot register its own cleanup: each test starts on an empty page.
afterEach(() => {
  cleanup();
  dismissAllToasts();
  vi.unstubAllGlobals();
});

/** Toasts live in a module-level store that outlives a test: each test starts without any. */
function dismissAllToasts() {
  // Ids count up from 1: the newest one bounds every id handed out so far.
  const newest = toast.success('');
  for (let id = 1; id <= newest; id++) toast.dismiss(id);
}
