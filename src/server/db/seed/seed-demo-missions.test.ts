import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Progress } from '../../../shared/missions/api.ts';
import { SHIPPED_TEMPLATES } from '../../../shared/missions/templates.ts';
import { SERVER_FEATURES } from '../../features/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_PASSWORD, seedDemo, type SeedDemoResult } from './seed-demo.ts';

// Production's demo data (issue 24): the « Bilan et liasse » campaigns of last year (done) and of
// this year (under way), as of a pinned day: 27 November 2026.
let t: TestApp;
let result: SeedDemoResult;
const now = new Date('2026-11-27T09:00:00Z');
const today = '2026-11-27';

type MissionFacts = {
  id: string;
  clientId: string;
  closingDate: string;
  status: string;
  stage: number;
  waitingReason: string | null;
  responsibleId: string | null;
  createdAt: string;
  done: (string | null)[];
  targets: (string | null)[];
  ticks: boolean[][];
};
let missions: MissionFacts[];

beforeAll(async () => {
  t = await createTestApp();
  result = await seedDemo({ db: t.db, clients: 300, tasks: 50, users: 5, seed: 42, now });
  const { rows } = await t.db.execute<MissionFacts>(sql`
    SELECT m.id, m.client_id AS "clientId", m.closing_date AS "closingDate", m.status, s.position AS stage, m.waiting_reason AS "waitingReason",
      m.responsible_id AS "responsibleId", to_char(m.created_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD HH24:MI') AS "createdAt",
      (SELECT json_agg(p.done_at ORDER BY ps.position) FROM mission_stage_progress p JOIN mission_stages ps ON ps.id = p.stage_id WHERE p.mission_id = m.id) AS done,
      (SELECT json_agg(p.target_date ORDER BY ps.position) FROM mission_stage_progress p JOIN mission_stages ps ON ps.id = p.stage_id WHERE p.mission_id = m.id) AS targets,
      (SELECT json_agg(p.checklist ORDER BY ps.position) FROM mission_stage_progress p JOIN mission_stages ps ON ps.id = p.stage_id WHERE p.mission_id = m.id) AS ticks
    FROM missions m JOIN mission_stages s ON s.id = m.stage_id`);
  missions = rows;
});
afterAll(() => t.close());

const ofYear = (year: number) => missions.filter((mission) => mission.closingDate.startsWith(String(year)));

describe('seedDemo’s Production', () => {
  it('ships both templates and opens one « Bilan et liasse » mission per active client for last year and this year', async () => {
    const { rows: templates } = await t.db.execute<{ name: string; stages: number }>(sql`
      SELECT t.name, (SELECT count(*)::int FROM mission_stages s WHERE s.template_id = t.id) AS stages FROM mission_templates t ORDER BY t.position`);
    expect(templates).toEqual(SHIPPED_TEMPLATES.map((template) => ({ name: template.name, stages: template.stages.length })));
    const { rows: active } = await t.db.execute<{ id: string }>(sql`SELECT id FROM clients WHERE status = 'actif'`);
    expect(result.missions).toBe(active.length * 2);
    expect(missions).toHaveLength(result.missions);
    for (const year of [2025, 2026]) expect(new Set(ofYear(year).map((mission) => mission.clientId)).size).toBe(active.length);
    // Each campaign opened on its first Monday of January; the responsible is the client's collaborator.
    expect(new Set(ofYear(2025).map((mission) => mission.createdAt))).toEqual(new Set(['2025-01-06 09:00']));
    expect(new Set(ofYear(2026).map((mission) => mission.createdAt))).toEqual(new Set(['2026-01-05 09:00']));
    expect(missions.every((mission) => mission.responsibleId !== null)).toBe(true);
  });

  it('has last year’s campaign done, stage after stage from the closing, December closings finished between January and June', () => {
    for (const mission of ofYear(2025)) {
      expect(mission.status).toBe('terminee');
      expect(mission.stage).toBe(4);
      let previous = mission.closingDate;
      for (const done of mission.done) {
        expect(done !== null && done > previous && done <= today).toBe(true);
        previous = done ?? previous;
      }
    }
    const december = ofYear(2025).filter((mission) => mission.closingDate === '2025-12-31');
    const finishedOn = december.map((mission) => mission.done.at(-1) ?? '');
    expect(finishedOn.every((day) => day >= '2026-01-01' && day <= '2026-06-30')).toBe(true);
    // A few late: the liasse filed after its échéance.
    const lateLiasse = ofYear(2025).filter((mission) => mission.targets[3] !== null && (mission.done[3] ?? '') > (mission.targets[3] ?? ''));
    expect(lateLiasse.length).toBeGreaterThan(0);
    expect(lateLiasse.length).toBeLessThan(ofYear(2025).length / 4);
  });

  it('has this year’s under way: December closings at the start, the first half’s mostly done, some waiting for the client with a reason', () => {
    const december = ofYear(2026).filter((mission) => mission.closingDate === '2026-12-31');
    expect(december.length).toBeGreaterThan(0);
    for (const mission of december) expect([mission.status, mission.stage, mission.done.filter(Boolean).length]).toEqual(['en_cours', 0, 0]);
    const firstHalf = ofYear(2026).filter((mission) => mission.closingDate <= '2026-06-30');
    expect(firstHalf.filter((mission) => mission.status === 'terminee').length).toBeGreaterThan(firstHalf.length * 0.7);
    const september = ofYear(2026).filter((mission) => mission.closingDate === '2026-09-30');
    expect(new Set(september.map((mission) => mission.stage)).size).toBeGreaterThan(1);
    const waiting = ofYear(2026).filter((mission) => mission.status === 'en_attente_client');
    expect(waiting.length).toBeGreaterThan(0);
    for (const mission of waiting) expect(mission.waitingReason).toMatch(/\S/);
    // An open mission has done exactly the stages before its own.
    for (const mission of ofYear(2026).filter((row) => row.status !== 'terminee')) {
      expect(mission.done.map((day) => day !== null)).toEqual(mission.done.map((_, index) => index < mission.stage));
    }
  });

  it('dates every stage from its rule, ticks the done stages’ checklists, and files the liasse échéance of each liasse done', async () => {
    for (const mission of missions) {
      // Pièces reçues: the closing + 1 month, whatever the client.
      expect(mission.targets[0]).not.toBeNull();
      // Done stages fully ticked; stages after the current one not at all.
      const ticked = mission.ticks.map((ticks, index) => (mission.done[index] !== null ? ticks.every(Boolean) : index === mission.stage || !ticks.some(Boolean)));
      expect(ticked.every(Boolean)).toBe(true);
    }
    const { rows } = await t.db.execute<{ done: string | null; status: string; statusAt: string | null }>(sql`
      SELECT p.done_at AS done, o.status, to_char(o.status_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS "statusAt"
      FROM missions m
      JOIN mission_stages s ON s.template_id = m.template_id AND s.rule->>'kind' = 'liasse'
      JOIN mission_stage_progress p ON p.mission_id = m.id AND p.stage_id = s.id
      JOIN client_obligations o ON o.client_id = m.client_id AND o.kind = 'liasse' AND o.period = extract(year FROM m.closing_date)::int::text`);
    expect(rows.length).toBeGreaterThan(missions.length / 2);
    const filed = rows.filter((row) => row.done !== null);
    expect(filed.length).toBeGreaterThan(0);
    for (const row of filed) expect(row).toEqual({ done: row.done, status: 'fait', statusAt: row.done });
    for (const row of rows.filter((other) => other.done === null)) expect(row.status).not.toBe('fait');
  });

  it('dates the stages as the missions feature itself does: its client follower finds nothing to change', async () => {
    const targets = async () =>
      (await t.db.execute<{ mission: string; stage: string; target: string | null }>(sql`
        SELECT mission_id AS mission, stage_id AS stage, target_date::text AS target FROM mission_stage_progress ORDER BY 1, 2`)).rows;
    const before = await targets();
    const { rows: clients } = await t.db.execute<{ id: string }>(sql`SELECT id FROM clients`);
    const followers = SERVER_FEATURES.find((feature) => feature.name === 'missions')?.clientFollowers ?? [];
    expect(followers.length).toBeGreaterThan(0);
    await t.db.transaction(async (tx) => {
      for (const follower of followers) await follower.follow({ tx, clientIds: clients.map((client) => client.id), today });
    });
    expect(await targets()).toEqual(before);
  });

  it('gives the « Avancement » chart this year and last year to compare', async () => {
    const client = t.client();
    await client.signIn('admin@cabinet.test', DEMO_PASSWORD);
    const { rows } = await t.db.execute<{ id: string }>(sql`SELECT id FROM mission_templates WHERE name = 'Bilan et liasse'`);
    const response = await client.get(`/api/missions/progress?templateId=${rows[0]?.id}&year=2026`);
    expect(response.status).toBe(200);
    const progress = response.json as Progress;
    expect(progress.current.weeks[0]?.weekStart).toBe('2026-01-05');
    expect(progress.previous?.weeks[0]?.weekStart).toBe('2025-01-06');
    // Last year's is complete; at the same week, this year's is about where last year's was.
    expect(progress.previous?.weeks.at(-1)?.shares).toEqual([1, 1, 1, 1, 1]);
    const week = progress.current.weeks.length - 1;
    const [now, then] = [progress.current.weeks[week]?.shares[0] ?? 0, progress.previous?.weeks[week]?.shares[0] ?? 0];
    expect(Math.abs(now - then)).toBeLessThan(0.2);
  });
});
