import type { AppServer } from './app-server.ts';
import type { Mailbox } from './mailbox.ts';

/** What the global setup started, for the global teardown (both run in the runner process). */
export const started: { server?: AppServer; mailbox?: Mailbox } = {};
