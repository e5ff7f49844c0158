import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // A focused test (.only) fails the run everywhere, not only in CI: it never reaches main (issue 28).
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
        },
      },
      {
        // Component tests: a DOM, and no database (so they start without the embedded PostgreSQL).
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
