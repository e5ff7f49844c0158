import type { BrowserContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env.ts';

// The server refuses a write whose Origin is not its own APP_URL: a test's API calls name it. A
// context talking to a spec's own server (own-server.ts) is bound to that server's origin here.

const bound = new WeakMap<BrowserContext, string>();

export function bindOrigin(context: BrowserContext, url: string): void {
  bound.set(context, new URL(url).origin);
}

/** The headers a write through `page.request` needs. */
export function sameOrigin(page: Page): { origin: string } {
  return { origin: bound.get(page.context()) ?? new URL(process.env.E2E_BASE_URL ?? E2E_BASE_URL).origin };
}
