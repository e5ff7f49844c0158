import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MissionDetail } from '../../../shared/missions/api.ts';
import { runMissionTargets } from './mission-targets-job.ts';
import { createMissionsApp } from './testing/missions-app.ts';

const { t, camille, createMission, patch } = await createMissionsApp();
afterAll(() => t.close());

const targets = async (id: string) => ((await camille.get(`/api/missions/${id}`)).json as MissionDetail).stages.map((stage) => stage.targetDate).slice(3);
/** What the obligations feature's daily pass records once done. */
const obligationsPass = (doneFor: string) =>
  t.db.execute(sql`INSERT INTO job_runs (name, done_for) VALUES ('obligations', ${doneFor}) ON CONFLICT (name) DO UPDATE SET done_for = excluded.done_for`);

describe('the open missions’ dates after the obligations’ daily pass', () => {
  it('follow échéances the pass moved or removed, once per pass, finished missions aside', async () => {
    const { id: clientId } = (await camille.post('/api/clients', { raisonSociale: 'Passe SARL', regimeImposition: 'is', dateCloture: '2025-12-31' })).json as { id: string };
    const open = await createMission({ clientId, closingDate: '2026-12-31' });
    const finished = await createMission({ clientId, closingDate: '2025-12-31' });
    await patch(finished.id, { status: 'terminee' });
    const finishedBefore = await targets(finished.id);
    expect(await targets(open.id)).toEqual(['2027-05-04', '2027-05-19']);
    expect(await runMissionTargets({ database: t.database })).toBeNull();

    // The pass moved the date (a new release's rule), without a client write.
    await t.db.execute(sql`UPDATE client_obligations SET due_date = due_date + 6 WHERE client_id = ${clientId}::uuid AND kind = 'liasse'`);
    await obligationsPass('2026-11-27 1.0.0');
    expect(await runMissionTargets({ database: t.database })).toBeGreaterThan(0);
    expect(await targets(open.id)).toEqual(['2027-05-10', '2027-05-25']);
    expect(await targets(finished.id)).toEqual(finishedBefore);
    expect(await runMissionTargets({ database: t.database })).toBe('done');
    // Journalled, so that the lists already sent (304 until the journal moves) are read again.
    const { rows } = await t.db.execute<{ field: string; n: number }>(sql`SELECT field, count(*)::int AS n FROM activity_log WHERE entity_id = ${open.id} AND field = 'targetDates' GROUP BY field`);
    expect(rows).toEqual([{ field: 'targetDates', n: 1 }]);

    // The next pass: the échéance is gone (outside the window, or the rules no longer give it).
    await t.db.execute(sql`DELETE FROM client_obligations WHERE client_id = ${clientId}::uuid AND kind = 'liasse' AND period = '2026'`);
    await obligationsPass('2026-11-28 1.0.0');
    expect(await runMissionTargets({ database: t.database })).toBeGreaterThan(0);
    expect(await targets(open.id)).toEqual([null, null]);
  });
});
