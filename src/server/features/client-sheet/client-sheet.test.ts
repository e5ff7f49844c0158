import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSheetSchema, type ClientSheet } from '../../../shared/client-sheet.ts';
import {
  clientAuthorizations,
  clientCollaborators,
  clients,
  notes,
  software,
  tasks,
  trackingYears,
  yearlyTracking,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let benoitId: string;
let clientId: string;
let softwareId: string;

/** The client whose sheet is read: written as is, read back as is. */
const martin = {
  numeroClient: 'C-042',
  raisonSociale: 'Boulangerie Martin',
  siret: '73282932000074',
  classification: 'SARL',
  status: 'actif',
  dateCloture: '2025-12-31',
  adresse: '3 rue des Lilas',
  codePostal: '75011',
  ville: 'Paris',
  telephone: '01 23 45 67 89',
  email: 'contact@martin.test',
  categorieEntreprise: 'pme',
} as const;

const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';
const sheetOf = (id: string, client = camille) => client.get(`/api/clients/${id}/sheet`);

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  benoitId = (await t.createUser({ fullName: 'Benoît Leroy', role: 'stagiaire' })).id;

  const [cegid] = await t.db.insert(software).values({ name: 'Cegid', displayOrder: 1 }).returning({ id: software.id });
  softwareId = cegid?.id ?? '';
  const [client] = await t.db
    .insert(clients)
    .values({ ...martin, softwareId })
    .returning({ id: clients.id });
  clientId = client?.id ?? '';
  const [other] = await t.db.insert(clients).values({ raisonSociale: 'Garage du Port' }).returning({ id: clients.id });

  await t.db.insert(clientCollaborators).values([
    { clientId, collaboratorId: benoitId, createdAt: new Date('2025-01-01T00:00:00Z') },
    { clientId, collaboratorId: camilleId, createdAt: new Date('2025-02-01T00:00:00Z') },
  ]);
  await t.db.insert(clientAuthorizations).values([
    { clientId, kind: 'impots', status: 'ok_client', authorizationDate: '2025-03-14' },
    { clientId, kind: 'urssaf', status: 'pas_necessaire' },
    { clientId: other?.id ?? '', kind: 'bank_ebics', status: 'en_cours' },
  ]);
  await t.db.insert(trackingYears).values([
    { kind: 'cfe', year: 2025 },
    { kind: 'cfe', year: 2026 },
    { kind: '3en1', year: 2026 },
  ]);
  await t.db.insert(yearlyTracking).values([
    { clientId, kind: 'cfe', year: 2025, status: 'fait' },
    { clientId: other?.id ?? '', kind: 'cfe', year: 2026, status: 'pas_concerne' },
  ]);
  await t.db.insert(tasks).values([
    { title: 'Sans échéance', clientId, assignedTo: camilleId },
    { title: 'Bilan 2025', clientId, status: 'en_cours', priority: 'haute', dueDate: new Date('2026-04-30T10:00:00Z') },
    { title: 'TVA mars', clientId, dueDate: new Date('2026-03-20T10:00:00Z'), type: 'recurrente', recurrenceFrequency: 'mois' },
    { title: 'TVA février', clientId, status: 'termine', completedAt: new Date('2026-02-21T09:00:00Z') },
    { title: 'TVA janvier', clientId, status: 'termine', completedAt: new Date('2026-01-22T09:00:00Z') },
    { title: 'Autre client', clientId: other?.id ?? '' },
  ]);
  await t.db.insert(notes).values([
    { clientId, body: 'Première note', authorId: camilleId, createdAt: new Date('2026-01-05T08:00:00Z') },
    { clientId, body: 'Seconde note', authorId: benoitId, createdAt: new Date('2026-01-06T08:00:00Z') },
    { clientId: other?.id ?? '', body: 'Pas pour ce client' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/clients/:id/sheet', () => {
  it('answers the client with its collaborators, software, authorisations, tracking, tasks and notes', async () => {
    const response = await sheetOf(clientId);
    expect(response.status).toBe(200);
    expect(clientSheetSchema.safeParse(response.json).success).toBe(true);
    const sheet = response.json as ClientSheet;
    expect(sheet.client).toMatchObject({ id: clientId, ...martin, softwareId, collaboratorIds: [benoitId, camilleId] });
    expect(sheet.software).toEqual({ id: softwareId, name: 'Cegid' });
    // In the order they were assigned.
    expect(sheet.collaborators).toEqual([
      { id: benoitId, fullName: 'Benoît Leroy', role: 'stagiaire' },
      { id: camilleId, fullName: 'Camille Dupont', role: 'collaborateur' },
    ]);
    // Every kind, a_faire without a record; another client's record does not leak.
    expect(sheet.authorizations.map(({ kind, status, authorizationDate }) => ({ kind, status, authorizationDate }))).toEqual([
      { kind: 'impots', status: 'ok_client', authorizationDate: '2025-03-14' },
      { kind: 'urssaf', status: 'pas_necessaire', authorizationDate: null },
      { kind: 'bank_ebics', status: 'a_faire', authorizationDate: null },
      { kind: 'bank_impot', status: 'a_faire', authorizationDate: null },
      { kind: 'bank_urssaf', status: 'a_faire', authorizationDate: null },
    ]);
    expect(sheet.authorizations[0]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(sheet.authorizations[2]?.updatedAt).toBeNull();
    // CFE then 3 EN 1 (the Suivi tabs' order), each tracked year newest first; no record reads a_faire.
    expect(sheet.tracking).toEqual([
      { kind: 'cfe', year: 2026, status: 'a_faire' },
      { kind: 'cfe', year: 2025, status: 'fait' },
      { kind: '3en1', year: 2026, status: 'a_faire' },
    ]);
    // Open tasks by due date with the undated last, then the finished ones, latest first.
    expect(sheet.tasks.map((task) => task.title)).toEqual(['TVA mars', 'Bilan 2025', 'Sans échéance', 'TVA février', 'TVA janvier']);
    expect(sheet.tasks[0]).toMatchObject({ status: 'a_faire', dueDate: '2026-03-20T10:00:00.000Z', recurrenceFrequency: 'mois' });
    expect(sheet.tasks[2]).toMatchObject({ assigneeName: 'Camille Dupont', dueDate: null });
    expect(sheet.tasks[3]).toMatchObject({ status: 'termine', completedAt: '2026-02-21T09:00:00.000Z' });
    expect(sheet.finishedTaskCount).toBe(2);
    expect(sheet.notes.map((note) => [note.body, note.authorName])).toEqual([
      ['Seconde note', 'Benoît Leroy'],
      ['Première note', 'Camille Dupont'],
    ]);
  });

  it('shows an empty client plainly: no software, no collaborator, every authorisation a_faire', async () => {
    const [bare] = await t.db.insert(clients).values({ raisonSociale: 'Nouveau client' }).returning({ id: clients.id });
    const sheet = (await sheetOf(bare?.id ?? '')).json as ClientSheet;
    expect(sheet).toMatchObject({ software: null, collaborators: [], tasks: [], finishedTaskCount: 0, notes: [] });
    expect(sheet.client).toMatchObject({ numeroClient: null, siret: null, classification: null, dateCloture: null });
    expect(sheet.authorizations.every((row) => row.status === 'a_faire')).toBe(true);
  });

  it('answers 404 in French for an unknown client, 400 for an identifier that is not a uuid', async () => {
    expect(await sheetOf(missingId)).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } } });
    expect(await sheetOf('abc')).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Identifiant de client invalide' } } });
  });

  it('needs a session', async () => {
    expect((await sheetOf(clientId, t.client())).status).toBe(401);
  });

  it('does not hide the Clients routes it is mounted beside', async () => {
    expect(await camille.get(`/api/clients/${clientId}`)).toMatchObject({ status: 200, json: { id: clientId } });
    expect((await camille.get('/api/clients')).status).toBe(200);
  });
});
