import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup: each test starts on an empty page.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
