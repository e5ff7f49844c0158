import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromParisParts } from '../../../shared/paris-time.ts';
import { tasks } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../../testing/test-app.ts';

// GET /api/tasks/export.csv: the list's filters and order, every matching task in one French Excel file.

let t: TestApp;
let camille: TestClient;
let cookie = '';
let camilleId: string;
let benoitId: string;
let martinId: string;

const HEADER = 'Titre;Client;Assigné à;Priorité;Statut;Échéance;Heure;Récurrence';

/** The file's lines without the BOM and the final CRLF, after checking both (as bytes: a decoder would swallow the BOM). */
async function exported(query: string): Promise<string[]> {
  const response = await t.app.request(`/api/tasks/export.csv?${query}`, { headers: { origin: TEST_ORIGIN, cookie } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(response.status, text).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="taches-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  benoitId = (await t.createUser({ email: 'benoit@cabinet.test', fullName: 'Benoît Leroy' })).id;
  cookie = camille.cookieHeader();
  martinId = await t.insertClient({ raisonSociale: '=Boulangerie Martin', siret: '00282932000074' });
  const due = (day: number, hour: number) => fromParisParts({ year: 2031, month: 3, day, hour, minute: 30 });
  await t.db.insert(tasks).values([
    { title: 'Déclaration de TVA', assignedTo: camilleId, clientId: martinId, priority: 'urgente', dueDate: due(5, 9) },
    { title: 'Bilan; clôture "2030"', assignedTo: camilleId, priority: 'basse', status: 'en_cours', dueDate: due(20, 14), type: 'recurrente', recurrenceFrequency: 'mois' },
    { title: 'Paie de Benoît', assignedTo: benoitId, clientId: martinId, priority: 'haute', dueDate: due(1, 8) },
    { title: 'Archivée', assignedTo: camilleId, status: 'termine', dueDate: due(2, 8) },
    { title: 'Sans échéance', assignedTo: null },
  ]);
});
afterAll(() => t.close());

describe('GET /api/tasks/export.csv', () => {
  it('exports my open tasks by default, in the list’s order, with French labels and JJ/MM/AAAA dates', async () => {
    expect(await exported('')).toEqual([
      HEADER,
      "Déclaration de TVA;'=Boulangerie Martin;Camille Dupont;Urgente;À faire;05/03/2031;09:30;",
      '"Bilan; clôture ""2030""";;Camille Dupont;Basse;En cours;20/03/2031;14:30;Mensuel',
    ]);
  });

  it('honours the list’s filters and sort: Cabinet, Collaborateur, client, status, priority, search, finished tasks', async () => {
    const titles = async (query: string) => (await exported(query)).slice(1).map((line) => line.split(';')[0]);
    expect(await titles('scope=all')).toEqual(['Paie de Benoît', 'Déclaration de TVA', '"Bilan', 'Sans échéance']);
    expect(await titles('scope=all&sort=priority')).toEqual(['Déclaration de TVA', 'Paie de Benoît', 'Sans échéance', '"Bilan']);
    expect(await titles(`scope=all&assignee=${benoitId}`)).toEqual(['Paie de Benoît']);
    expect(await titles('scope=all&assignee=none')).toEqual(['Sans échéance']);
    expect(await titles(`scope=all&client=${martinId}&priority=haute`)).toEqual(['Paie de Benoît']);
    expect(await titles('status=termine')).toEqual(['Archivée']);
    expect(await titles('include_done=true&due_to=2031-03-05')).toEqual(['Archivée', 'Déclaration de TVA']);
    expect(await titles('scope=all&q=martin')).toEqual(['Paie de Benoît', 'Déclaration de TVA']);
    expect(await titles('q=introuvable')).toEqual([]);
  });

  it('refuses bad filters in French, as the list does, and pages (cursor, limit) that an export has not', async () => {
    const refused = async (query: string, message: string) =>
      expect(await camille.get(`/api/tasks/export.csv?${query}`)).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    await refused('scope=all&status=fini', 'Statut inconnu (a_faire, en_cours, en_attente, termine)');
    await refused('scope=all&priority=moyenne', 'Priorité inconnue (urgente, haute, normale, basse)');
    await refused('scope=tous', 'Portée inconnue (mine ou all)');
    await refused(`assignee=${benoitId}`, 'Le filtre Collaborateur s’applique à la vue Cabinet (scope=all)');
    await refused('due_from=2031-02-30', 'Date « échéance du » invalide (AAAA-MM-JJ)');
    await refused('due_from=2031-03-10&due_to=2031-03-01', 'La date de fin précède la date de début');
    await refused('sort=title', 'Tri inconnu (due, priority ou created)');
    // The list's paging does not apply to the file: refused, not ignored.
    expect(await camille.get('/api/tasks/export.csv?limit=10')).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "limit"' } } });
    expect(await camille.get('/api/tasks/export.csv?cursor=abc')).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "cursor"' } } });
  });

  it('needs a session (401)', async () => {
    const response = await t.client().get('/api/tasks/export.csv');
    expect(response.status).toBe(401);
    expect(response.text).not.toContain('Déclaration');
  });
});
