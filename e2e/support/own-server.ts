import { stat } from 'node:fs/promises';
import { request, type Browser, type BrowserContext } from '@playwright/test';
import { ensureAdmin } from './accounts.ts';
import { freePort, readLogTail, startAppServer, type AppServer } from './app-server.ts';
import { test as sharedTest } from './fixtures.ts';
import { bindOrigin } from './origin.ts';

/** Starting takes an embedded PostgreSQL's first run (initdb, migrations): longer than a test. */
const START_TIMEOUT_MS = 180_000;

/**
 * A spec's own server, for what the shared one cannot check: the app on a fresh embedded database
 * (figures over the whole firm are then those of the spec's own data) and, with `now` (an ISO
 * instant), on a pinned date on both sides: the server's clock (server-clock.mjs) and every
 * page's (Playwright's clock, installed on each context before its first page). Started for the
 * file's first test and stopped after its last; the file's tests use the `test` returned.
 */
export function withOwnServer({ now }: { now?: string } = {}) {
  let server: AppServer | undefined;
  let starting: Promise<AppServer> | undefined;
  // Started by the first fixture that needs it (Playwright resolves baseURL before any beforeAll).
  const serverUrl = async (): Promise<string> => {
    starting ??= (async () => {
      server = await startAppServer({ port: await freePort(), now, asBuilt: true });
      const api = await request.newContext();
      try {
        await ensureAdmin(api, server.url);
      } finally {
        await api.dispose();
      }
      return server;
    })();
    return (await starting).url;
  };
  const prepare = async (context: BrowserContext): Promise<void> => {
    bindOrigin(context, await serverUrl());
    if (now) await context.clock.install({ time: now });
  };

  const test = sharedTest.extend<{ ownServerLogOnFailure: void }>({
    baseURL: [async ({}, use) => use(await serverUrl()), { scope: 'test', timeout: START_TIMEOUT_MS }],
    context: async ({ context }, use) => {
      await prepare(context);
      await use(context);
    },
    // What this server printed during a failed test, as the shared fixtures do for the shared one.
    ownServerLogOnFailure: [
        async ({}, use, testInfo) => {
        const logFile = server?.logFile;
        const offset = logFile ? await stat(logFile).then((s) => s.size, () => 0) : 0;
        await use();
        if (testInfo.status === testInfo.expectedStatus || !logFile) return;
        const output = await readLogTail(logFile, offset);
        if (output) await testInfo.attach('own-server.log', { body: output, contentType: 'text/plain' });
      },
      { auto: true },
    ],
  });

  test.afterAll(async () => {
    await server?.stop();
    server = undefined;
    starting = undefined;
  });

  return {
    test,
    /** A second person's browser on this server and its date (closed by the caller). */
    newContext: async (browser: Browser): Promise<BrowserContext> => {
      const context = await browser.newContext({ baseURL: await serverUrl(), locale: 'fr-FR', timezoneId: 'Europe/Paris' });
      await prepare(context);
      return context;
    },
  };
}
