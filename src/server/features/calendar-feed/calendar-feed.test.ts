import { afterAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { parisIsoDay, toParisParts } from '../../../shared/paris-time.ts';
import { occurrencesBetween } from '../../../shared/recurrence.ts';
import { calendarFeedSchema, type CalendarFeed } from '../../../shared/tasks.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { TEST_ORIGIN } from '../../testing/test-app.ts';
import { BENOIT, createSignedInApp, parisInstant as paris } from '../../testing/signed-in-app.ts';

/** 'YYYY-MM-DD HH:MM' on Paris clocks. */
const shown = (date: Date) => {
  const p = toParisParts(date);
  return `${parisIsoDay(date)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

const { t, camille, camilleId } = await createSignedInApp();
const { user: { id: benoitId }, client: benoit } = await t.signedIn(BENOIT);
const clientId = await t.insertClient({ raisonSociale: 'Boulangerie Martin, SARL; Lyon' });
afterAll(() => t.close());

const insertTask = (values: Parameters<typeof t.insertTask>[0]) => t.insertTask({ assignedTo: camilleId, clientId, ...values });

async function feedUrl(client = camille, path = '/api/calendar-feed'): Promise<CalendarFeed> {
  const response = path.endsWith('regenerate') ? await client.post(path) : await client.get(path);
  expect(response.status).toBe(200);
  expect(calendarFeedSchema.safeParse(response.json).success).toBe(true);
  return response.json as CalendarFeed;
}

const fetchFeed = (url: string) => t.client().get(url.replace(TEST_ORIGIN, ''));

/** Parses the feed as a calendar client would, Europe/Paris read from the feed's own VTIMEZONE. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (!vtimezone) throw new Error('pas de VTIMEZONE');
  ICAL.TimezoneService.register(vtimezone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The Paris date and time of each occurrence of a task's events before `until`, in order. */
function expand(events: ICAL.Event[], until: Date): string[] {
  const out: string[] = [];
  for (const event of events) {
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) out.push(shown(next.toJSDate()));
  }
  return out.sort();
}

/** The events of each task, by task id (a monthly task of the 30th has two). */
function byTask(events: ICAL.Event[]): Map<string, ICAL.Event[]> {
  const map = new Map<string, ICAL.Event[]>();
  for (const event of events) {
    const id = /^task-([0-9a-f-]{36})(-fevrier)?@cabinet$/.exec(event.uid)?.[1] ?? event.uid;
    map.set(id, [...(map.get(id) ?? []), event]);
  }
  return map;
}

describe('GET /api/calendar-feed', () => {
  it('creates the private address on first use, shows it once, then only says when it was made', async () => {
    const first = await feedUrl();
    expect(first.url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar-feed/ics/[A-Za-z0-9_-]{43}\\.ics$`));
    const again = await feedUrl();
    expect(again).toEqual({ url: null, createdAt: first.createdAt });
    // Only a hash is stored: the token itself is nowhere in the table.
    const token = first.url?.split('/').pop()?.replace('.ics', '') ?? '';
    const rows = await t.db.select().from(calendarFeeds);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await fetchFeed(first.url ?? '')).status).toBe(200);
  });

  it('regenerates: a new address works, the old one is dead', async () => {
    const old = await feedUrl(benoit);
    const fresh = await feedUrl(benoit, '/api/calendar-feed/regenerate');
    expect(fresh.url).not.toBe(old.url);
    expect(await fetchFeed(old.url ?? '')).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Agenda introuvable.' } } });
    expect((await fetchFeed(fresh.url ?? '')).status).toBe(200);
    expect((await fetchFeed((fresh.url ?? '').replace(/\.ics$/, ''))).status).toBe(200);
  });

  it('needs a session to see or regenerate the address', async () => {
    expect((await t.client().get('/api/calendar-feed')).status).toBe(401);
    expect((await t.client().post('/api/calendar-feed/regenerate')).status).toBe(401);
  });
});

describe('GET /api/calendar-feed/ics/:token', () => {
  it('refuses unknown and malformed tokens with a 404, without a session needed for good ones', async () => {
    for (const token of ['x'.repeat(43), 'abc', `${'a'.repeat(42)}!`, 'a'.repeat(43) + '.ics']) {
      expect((await t.client().get(`/api/calendar-feed/ics/${encodeURIComponent(token)}`)).status).toBe(404);
    }
  });

  it("serves my open dated tasks as iCalendar: one event each, Paris time, client and priority, recurring ones repeating as the app's calendar does", async () => {
    const oneOff = await insertTask({ title: 'Bilan, liasse; et annexes', description: 'Pièces\nà relancer', priority: 'urgente', dueDate: paris('2026-03-12', '14:00') });
    const monthly = await insertTask({ title: 'TVA', type: 'recurrente', recurrenceFrequency: 'mois', seriesId: '7d0e8a4c-2b1f-4c3d-9e8f-0a1b2c3d4e5f', dueDate: paris('2026-01-31', '10:00') });
    const yearly = await insertTask({ title: 'Inventaire', type: 'recurrente', recurrenceFrequency: 'annee', dueDate: paris('2028-02-29', '08:30'), clientId: null });
    const weekly = await insertTask({ title: 'Point hebdo', type: 'recurrente', recurrenceFrequency: 'semaine', dueDate: paris('2026-03-19', '09:00') });
    const stopped = await insertTask({ title: 'Caisse', type: 'recurrente', recurrenceFrequency: 'jour', dueDate: paris('2026-03-02', '18:00'), recurrenceEndedAt: paris('2026-03-05', '12:00') });
    await insertTask({ title: 'Terminée', dueDate: paris('2026-03-10'), status: 'termine' });
    await insertTask({ title: 'Sans date', dueDate: null });
    await insertTask({ title: 'Pour Benoît', dueDate: paris('2026-03-10'), assignedTo: benoitId });

    const regenerated = await feedUrl(camille, '/api/calendar-feed/regenerate');
    const response = await fetchFeed(regenerated.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = response.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');

    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tâches – Camille Dupont');
    const tasksById = byTask(events);
    expect([...tasksById.keys()].sort()).toEqual([oneOff, monthly, yearly, weekly, stopped].sort());
    const only = (id: string) => {
      const [event, ...others] = tasksById.get(id) ?? [];
      expect(others).toEqual([]);
      if (!event) throw new Error(`pas d’évènement pour ${id}`);
      return event;
    };

    const bilan = only(oneOff);
    expect(bilan.uid).toBe(`task-${oneOff}@cabinet`);
    expect(bilan.summary).toBe('Bilan, liasse; et annexes');
    expect(bilan.description).toBe('Client : Boulangerie Martin, SARL; Lyon\nPriorité : Urgente\n\nPièces\nà relancer');
    expect(bilan.startDate.zone?.tzid).toBe('Europe/Paris');
    expect(bilan.startDate.toJSDate().toISOString()).toBe(paris('2026-03-12', '14:00').toISOString());
    expect(bilan.duration.toSeconds()).toBe(1800);
    expect(bilan.isRecurring()).toBe(false);
    expect(bilan.component.getFirstPropertyValue('priority')).toBe(1);

    const tva = only(monthly);
    expect(String(tva.component.getFirstPropertyValue('rrule'))).toBe('FREQ=MONTHLY;BYMONTHDAY=-1');
    expect(expand([tva], paris('2026-07-01'))).toEqual([
      '2026-01-31 10:00',
      '2026-02-28 10:00',
      '2026-03-31 10:00',
      '2026-04-30 10:00',
      '2026-05-31 10:00',
      '2026-06-30 10:00',
    ]);
    expect(expand([only(yearly)], paris('2033-01-01'))).toEqual(['2028-02-29 08:30', '2029-02-28 08:30', '2030-02-28 08:30', '2031-02-28 08:30', '2032-02-29 08:30']);
    // 09:00 on Thursdays, before and after the clocks change on 29 March 2026.
    expect(expand([only(weekly)], paris('2026-04-10'))).toEqual(['2026-03-19 09:00', '2026-03-26 09:00', '2026-04-02 09:00', '2026-04-09 09:00']);
    expect(expand([only(stopped)], paris('2026-04-01'))).toEqual(['2026-03-02 18:00', '2026-03-03 18:00', '2026-03-04 18:00', '2026-03-05 18:00']);
  });

  it('repeats on exactly the days the shared calendar rule (occursOn) gives, for every frequency over two years', async () => {
    const starts: [string, 'jour' | 'semaine' | 'mois' | 'annee'][] = [
      ['2027-01-29', 'mois'],
      ['2027-01-30', 'mois'],
      ['2027-03-31', 'mois'],
      ['2027-10-28', 'semaine'],
      ['2027-03-27', 'jour'],
      ['2027-12-31', 'annee'],
    ];
    const ids = new Map<string, (typeof starts)[number]>();
    for (const start of starts) {
      const id = await insertTask({ title: `${start[1]} ${start[0]}`, type: 'recurrente', recurrenceFrequency: start[1], dueDate: paris(start[0], '07:45'), assignedTo: benoitId });
      ids.set(id, start);
    }
    const { events } = parseFeed((await fetchFeed((await feedUrl(benoit, '/api/calendar-feed/regenerate')).url ?? '')).text);
    const tasksById = byTask(events);
    expect([...ids.keys()].every((id) => tasksById.has(id))).toBe(true);
    for (const [id, start] of ids) {
      const expected = occurrencesBetween({ dueDate: paris(start[0], '07:45'), frequency: start[1] }, '2027-01-01', '2028-12-31').map((day) => `${day} 07:45`);
      expect(expand(tasksById.get(id) ?? [], paris('2029-01-01', '00:00')), `${start[1]} ${start[0]}`).toEqual(expected);
    }
  });
});
