import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromParisParts } from '../../../shared/paris-time.ts';
import { notifications, tasks } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startReminderJob } from './reminder-job.ts';

// The job as the server starts it: its first run happens at once, on the process clock, which is
// pinned here (Date only: timers and the database keep real time).

let t: TestApp;
let camilleId: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  camilleId = (await t.createUser({ fullName: 'Camille Dupont' })).id;
  clientId = await t.insertClient({ raisonSociale: 'Boulangerie Martin' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: { level: number; msg: string; created?: number }[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const paris = (day: number, hour: number, minute = 0) => fromParisParts({ year: 2026, month: 4, day, hour, minute });

describe('startReminderJob', () => {
  it('sends the bell’s reminders of the pinned day at once, and says how many', async () => {
    await t.db.insert(tasks).values([
      { title: 'Bilan', assignedTo: camilleId, clientId, dueDate: paris(15, 18, 30) },
      { title: 'TVA', assignedTo: camilleId, dueDate: paris(14, 9) },
      { title: 'Demain', assignedTo: camilleId, dueDate: paris(16, 9) },
      { title: 'Terminée', assignedTo: camilleId, dueDate: paris(15, 11), status: 'termine' },
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(paris(15, 10));
    const { logger, lines } = capturingLogger();

    // stop() waits for the run in flight: the first one has finished after it.
    await startReminderJob({ db: t.db, logger, everyMs: 3_600_000 }).stop();

    const sent = await t.db.select({ userId: notifications.userId, title: notifications.title, body: notifications.body }).from(notifications);
    expect(sent.sort((a, b) => (a.title < b.title ? -1 : 1))).toEqual([
      { userId: camilleId, title: 'En retard : TVA', body: 'Échéance : 14/04/2026 à 09:00' },
      { userId: camilleId, title: 'À faire aujourd’hui : Bilan', body: 'Échéance : 15/04/2026 à 18:30 · Client : Boulangerie Martin' },
    ]);
    expect(lines).toEqual([{ level: 30, created: 2, msg: 'rappels de tâches créés', time: expect.any(Number) }]);
  });

  it('logs a failure as a warning and keeps the server up', async () => {
    const gone = await openTestDatabase();
    await gone.close();
    const { logger, lines } = capturingLogger();
    await expect(startReminderJob({ db: gone.db, logger, everyMs: 3_600_000 }).stop()).resolves.toBeUndefined();
    expect(lines).toMatchObject([{ level: 40, msg: 'rappels de tâches : échec, nouvel essai plus tard' }]);
  });
});
