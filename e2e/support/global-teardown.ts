import { started } from './global-state.ts';

// Also runs after a failed global setup, so each part may be missing.
export default async function globalTeardown(): Promise<void> {
  await started.server?.stop();
  await started.mailbox?.close();
}
