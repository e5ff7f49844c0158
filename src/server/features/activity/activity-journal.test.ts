import { gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

// Every write route of the API, walked in order: each must leave its journal entries (who,
// entity, field, old → new, and the client it concerns) in the same transaction as the write,
// and a refused write must leave none. Left out on purpose: marking one's notifications read
// (a person's inbox, not the firm's data) and Better Auth's own password routes.

let t: TestApp;
let admin: TestClient;
let camille: TestClient;
const ids = { admin: '', camille: '', client: '', otherClient: '', software: '', otherSoftware: '', task: '', bankChange: '', user: '', note: '' };

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: ids.admin }, client: admin } = await t.signedIn({ email: 'alice@cabinet.test', fullName: 'Alice Martin', role: 'admin' }));
  ({ user: { id: ids.camille }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
});
afterAll(() => t.close());

async function lastId(): Promise<number> {
  const [row] = await t.db.select({ last: max(activityLog.id) }).from(activityLog);
  return row?.last ?? 0;
}

/** Runs a write and answers its status and the journal entries it left, in writing order. */
async function journalOf(write: () => Promise<{ status: number; json: unknown; text: string }>) {
  const since = await lastId();
  const response = await write();
  const entries = await t.db.select().from(activityLog).where(gt(activityLog.id, since)).orderBy(activityLog.id);
  return { response, entries };
}

type Expected = { entity: string; entityId?: string; action: 'create' | 'update' | 'delete'; field?: string | null; oldValue?: string | null; newValue?: string | null; clientId?: string | null };
type Case = {
  name: string;
  status: number;
  write: () => Promise<{ status: number; json: unknown; text: string }>;
  /** Called with the response, to keep the ids later cases need. */
  keep?: (json: unknown) => void;
  /** Computed when the case runs: ids made by earlier cases are known by then. */
  expected: () => Expected[];
  author?: string;
};

let softwareCount = 0;
const idOf = (json: unknown) => (json as { id: string }).id;
const csv = (rows: string[][]) => rows.map((cells) => cells.join(';')).join('\r\n') + '\r\n';
const importFile = (update: boolean, rows: string[][]) =>
  admin.request('POST', `/api/clients/import?update=${update}`, csv([['Raison sociale', 'SIRET', 'Ville'], ...rows]), {
    'content-type': 'text/csv',
    'x-file-name': 'clients.csv',
  });

const cases: Case[] = [
  {
    name: 'POST /api/clients',
    status: 201,
    write: () => admin.post('/api/clients', { raisonSociale: 'Boulangerie Martin' }),
    keep: (json) => void (ids.client = idOf(json)),
    expected: () => [{ entity: 'client', action: 'create', field: 'raisonSociale', newValue: 'Boulangerie Martin', clientId: ids.client }],
  },
  {
    name: 'PATCH /api/clients/:id (two fields, one unchanged)',
    status: 200,
    write: () => camille.request('PATCH', `/api/clients/${ids.client}`, { ville: 'Lyon', telephone: '04 78 00 00 00', raisonSociale: 'Boulangerie Martin' }),
    author: 'Camille Dupont',
    expected: () => [
      { entity: 'client', action: 'update', field: 'ville', oldValue: null, newValue: 'Lyon', clientId: ids.client },
      { entity: 'client', action: 'update', field: 'telephone', oldValue: null, newValue: '04 78 00 00 00', clientId: ids.client },
    ],
  },
  {
    name: 'PATCH /api/clients/:id (closing date, status, email cleared)',
    status: 200,
    write: () => admin.request('PATCH', `/api/clients/${ids.client}`, { dateCloture: '2026-12-31', status: 'prospect', ville: '' }),
    expected: () => [
      { entity: 'client', action: 'update', field: 'status', oldValue: 'actif', newValue: 'prospect', clientId: ids.client },
      { entity: 'client', action: 'update', field: 'dateCloture', oldValue: null, newValue: '2026-12-31', clientId: ids.client },
      { entity: 'client', action: 'update', field: 'ville', oldValue: 'Lyon', newValue: null, clientId: ids.client },
    ],
  },
  {
    name: 'POST /api/software',
    status: 201,
    write: () => admin.post('/api/software', { name: 'Compta Alpha' }),
    keep: (json) => void (ids.software = idOf(json)),
    expected: () => [{ entity: 'software', action: 'create', field: 'name', newValue: 'Compta Alpha', clientId: null }],
  },
  {
    name: 'POST /api/software (a second one)',
    status: 201,
    write: () => admin.post('/api/software', { name: 'Paie Beta' }),
    keep: (json) => void (ids.otherSoftware = idOf(json)),
    expected: () => [{ entity: 'software', action: 'create', field: 'name', newValue: 'Paie Beta' }],
  },
  {
    name: 'PATCH /api/software/:id',
    status: 200,
    write: () => admin.request('PATCH', `/api/software/${ids.software}`, { name: 'Compta Alpha Plus' }),
    expected: () => [{ entity: 'software', action: 'update', field: 'name', oldValue: 'Compta Alpha', newValue: 'Compta Alpha Plus' }],
  },
  {
    name: 'PUT /api/software/order',
    status: 200,
    // The two added last swap places; the others keep theirs and journal nothing.
    write: async () => {
      const list = (await admin.get('/api/software')).json as { software: { id: string }[] };
      const others = list.software.map((row) => row.id).filter((id) => id !== ids.software && id !== ids.otherSoftware);
      softwareCount = list.software.length;
      return admin.request('PUT', '/api/software/order', { ids: [...others, ids.otherSoftware, ids.software] });
    },
    expected: () => [
      { entity: 'software', entityId: ids.otherSoftware, action: 'update', field: 'displayOrder', oldValue: String(softwareCount), newValue: String(softwareCount - 1) },
      { entity: 'software', entityId: ids.software, action: 'update', field: 'displayOrder', oldValue: String(softwareCount - 1), newValue: String(softwareCount) },
    ],
  },
  {
    name: "PATCH /api/clients/:id (the client's software)",
    status: 200,
    write: () => admin.request('PATCH', `/api/clients/${ids.client}`, { softwareId: ids.otherSoftware }),
    expected: () => [{ entity: 'client', action: 'update', field: 'softwareId', oldValue: null, newValue: ids.otherSoftware, clientId: ids.client }],
  },
  {
    name: 'DELETE /api/software/:id',
    status: 204,
    write: () => admin.request('DELETE', `/api/software/${ids.software}`),
    expected: () => [{ entity: 'software', action: 'delete', field: 'name', oldValue: 'Compta Alpha Plus' }],
  },
  {
    name: 'PUT /api/clients/:id/collaborators/:userId',
    status: 204,
    write: () => admin.request('PUT', `/api/clients/${ids.client}/collaborators/${ids.camille}`),
    expected: () => [{ entity: 'client_collaborator', action: 'create', field: 'collaboratorId', newValue: 'Camille Dupont', clientId: ids.client }],
  },
  {
    name: 'DELETE /api/clients/:id/collaborators/:userId',
    status: 204,
    write: () => admin.request('DELETE', `/api/clients/${ids.client}/collaborators/${ids.camille}`),
    expected: () => [{ entity: 'client_collaborator', action: 'delete', field: 'collaboratorId', oldValue: 'Camille Dupont', clientId: ids.client }],
  },
  {
    name: 'POST /api/clients/import (new clients)',
    status: 200,
    write: () => importFile(false, [['Garage du Port', '73282932000074', 'Marseille']]),
    expected: () => [{ entity: 'client', action: 'create', field: 'raisonSociale', newValue: 'Garage du Port' }],
  },
  {
    name: 'POST /api/clients/import?update=true (an existing client, field by field)',
    status: 200,
    write: () => importFile(true, [['Garage du Vieux Port', '73282932000074', 'Marseille']]),
    expected: () => [{ entity: 'client', action: 'update', field: 'raisonSociale', oldValue: 'Garage du Port', newValue: 'Garage du Vieux Port' }],
  },
  {
    name: 'POST /api/tasks',
    status: 201,
    write: () => camille.post('/api/tasks', { title: 'Bilan 2026', type: 'ponctuelle', priority: 'normale', status: 'a_faire', clientId: ids.otherClient }),
    author: 'Camille Dupont',
    keep: (json) => void (ids.task = idOf(json)),
    expected: () => [{ entity: 'task', action: 'create', newValue: 'Bilan 2026', clientId: ids.otherClient }],
  },
  {
    name: 'PUT /api/tasks/:id',
    status: 200,
    write: () =>
      admin.request('PUT', `/api/tasks/${ids.task}`, {
        title: 'Bilan 2026',
        type: 'recurrente',
        recurrenceFrequency: 'annee',
        priority: 'haute',
        status: 'a_faire',
        clientId: ids.otherClient,
        assignedTo: ids.camille,
      }),
    expected: () => [
      { entity: 'task', action: 'update', field: 'type', oldValue: 'ponctuelle', newValue: 'recurrente', clientId: ids.otherClient },
      { entity: 'task', action: 'update', field: 'priority', oldValue: 'normale', newValue: 'haute' },
      { entity: 'task', action: 'update', field: 'assignedTo', oldValue: null, newValue: ids.camille },
      { entity: 'task', action: 'update', field: 'recurrenceFrequency', oldValue: null, newValue: 'annee' },
    ],
  },
  {
    name: 'PATCH /api/tasks/:id/status',
    status: 200,
    write: () => admin.request('PATCH', `/api/tasks/${ids.task}/status`, { status: 'en_cours' }),
    expected: () => [{ entity: 'task', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'en_cours', clientId: ids.otherClient }],
  },
  {
    name: 'POST /api/tasks/:id/stop-recurrence',
    status: 200,
    write: () => admin.post(`/api/tasks/${ids.task}/stop-recurrence`),
    expected: () => [{ entity: 'task', action: 'update', field: 'recurrenceEndedAt', oldValue: null }],
  },
  {
    name: 'DELETE /api/tasks/:id',
    status: 204,
    write: () => admin.request('DELETE', `/api/tasks/${ids.task}`),
    expected: () => [{ entity: 'task', action: 'delete', oldValue: 'Bilan 2026', clientId: ids.otherClient }],
  },
  {
    name: 'PUT /api/authorizations/:kind/:clientId',
    status: 200,
    write: () => camille.request('PUT', `/api/authorizations/impots/${ids.otherClient}`, { status: 'en_cours', authorizationDate: '2026-03-15' }),
    author: 'Camille Dupont',
    expected: () => [
      { entity: 'authorization', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'en_cours', clientId: ids.otherClient },
      { entity: 'authorization', action: 'update', field: 'authorizationDate', oldValue: null, newValue: '2026-03-15', clientId: ids.otherClient },
    ],
  },
  {
    name: 'POST /api/tracking/:kind/years',
    status: 201,
    write: () => admin.post('/api/tracking/cfe/years', { year: 2031 }),
    expected: () => [{ entity: 'tracking_year', action: 'create', field: 'year', newValue: '2031', clientId: null }],
  },
  {
    name: 'PUT /api/tracking/:kind/:clientId/:year',
    status: 200,
    write: () => admin.request('PUT', `/api/tracking/cfe/${ids.otherClient}/2031`, { status: 'fait' }),
    expected: () => [{ entity: 'tracking', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'fait', clientId: ids.otherClient }],
  },
  {
    name: 'DELETE /api/tracking/:kind/years/:year',
    status: 204,
    write: () => admin.request('DELETE', '/api/tracking/cfe/years/2031'),
    expected: () => [{ entity: 'tracking_year', action: 'delete', field: 'trackingRows', oldValue: '1' }],
  },
  {
    name: 'POST /api/bank-changes',
    status: 201,
    write: () => admin.post('/api/bank-changes', { clientId: ids.otherClient, newBankName: 'Crédit Agricole' }),
    keep: (json) => void (ids.bankChange = idOf(json)),
    expected: () => [{ entity: 'bank_change', action: 'create', field: 'newBankName', newValue: 'Crédit Agricole', clientId: ids.otherClient }],
  },
  {
    name: 'PATCH /api/bank-changes/:id',
    status: 200,
    write: () => admin.request('PATCH', `/api/bank-changes/${ids.bankChange}`, { ebicsStatus: 'termine' }),
    expected: () => [{ entity: 'bank_change', action: 'update', field: 'ebicsStatus', oldValue: 'a_faire', newValue: 'termine', clientId: ids.otherClient }],
  },
  {
    name: 'DELETE /api/bank-changes/:id',
    status: 204,
    write: () => admin.request('DELETE', `/api/bank-changes/${ids.bankChange}`),
    expected: () => [{ entity: 'bank_change', action: 'delete', field: 'newBankName', oldValue: 'Crédit Agricole', clientId: ids.otherClient }],
  },
  {
    name: 'POST /api/clients/:id/notes',
    status: 201,
    write: () => camille.post(`/api/clients/${ids.otherClient}/notes`, { body: 'Appeler pour la liasse' }),
    author: 'Camille Dupont',
    keep: (json) => void (ids.note = idOf(json)),
    expected: () => [{ entity: 'note', action: 'create', field: 'body', newValue: 'Appeler pour la liasse', clientId: ids.otherClient }],
  },
  {
    name: 'DELETE /api/notes/:id',
    status: 204,
    write: () => camille.request('DELETE', `/api/notes/${ids.note}`),
    author: 'Camille Dupont',
    expected: () => [{ entity: 'note', action: 'delete', field: 'body', oldValue: 'Appeler pour la liasse', clientId: ids.otherClient }],
  },
  {
    name: 'POST /api/admin/users',
    status: 201,
    write: () => admin.post('/api/admin/users', { fullName: 'Hugo Leroy', email: 'hugo@cabinet.test', role: 'stagiaire', password: 'motdepasse' }),
    keep: (json) => void (ids.user = idOf(json)),
    expected: () => [{ entity: 'user', action: 'create', newValue: 'Hugo Leroy <hugo@cabinet.test> (stagiaire)', clientId: null }],
  },
  {
    name: 'PATCH /api/admin/users/:id',
    status: 200,
    write: () => admin.request('PATCH', `/api/admin/users/${ids.user}`, { role: 'collaborateur' }),
    expected: () => [{ entity: 'user', action: 'update', field: 'role', oldValue: 'stagiaire', newValue: 'collaborateur' }],
  },
  {
    name: 'DELETE /api/admin/users/:id',
    status: 204,
    write: () => admin.request('DELETE', `/api/admin/users/${ids.user}`),
    expected: () => [{ entity: 'user', action: 'delete', oldValue: 'Hugo Leroy <hugo@cabinet.test> (collaborateur)' }],
  },
  {
    name: 'PATCH /api/profile',
    status: 200,
    write: () => camille.request('PATCH', '/api/profile', { fullName: 'Camille Durand' }),
    author: 'Camille Dupont',
    expected: () => [{ entity: 'user', action: 'update', field: 'fullName', oldValue: 'Camille Dupont', newValue: 'Camille Durand' }],
  },
  {
    name: 'GET /api/calendar-feed, the first time (the feed is created)',
    status: 200,
    write: () => admin.get('/api/calendar-feed'),
    expected: () => [{ entity: 'user', action: 'create', field: 'calendarFeed', oldValue: null, newValue: null }],
  },
  {
    name: 'GET /api/calendar-feed again (only read)',
    status: 200,
    write: () => admin.get('/api/calendar-feed'),
    expected: () => [],
  },
  {
    name: 'POST /api/calendar-feed/regenerate (the token itself is never journalled)',
    status: 200,
    write: () => admin.post('/api/calendar-feed/regenerate'),
    expected: () => [{ entity: 'user', action: 'update', field: 'calendarFeed', oldValue: null, newValue: null }],
  },
  {
    name: 'DELETE /api/clients/:id',
    status: 204,
    write: () => admin.request('DELETE', `/api/clients/${ids.client}`),
    expected: () => [{ entity: 'client', action: 'delete', field: 'raisonSociale', oldValue: 'Boulangerie Martin', clientId: ids.client }],
  },
];

describe('every write is journalled, with its author, in its transaction', () => {
  beforeAll(async () => {
    const created = await admin.post('/api/clients', { raisonSociale: 'Garage Lenoir', siret: '55210055400013' });
    ids.otherClient = idOf(created.json);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { response, entries } = await journalOf(c.write);
    expect(response.status, response.text).toBe(c.status);
    c.keep?.(response.json);
    const expected = c.expected();
    expect(entries).toHaveLength(expected.length);
    expect(entries).toMatchObject(expected.map((entry) => ({ ...entry, userName: c.author ?? 'Alice Martin' })));
    const authorId = c.author ? ids.camille : ids.admin;
    for (const entry of entries) {
      expect(entry.userId).toBe(authorId);
      expect(entry.entityId).not.toBe('');
    }
  });
});

describe('a refused or empty write journals nothing', () => {
  let clientId = '';
  let softwareId = '';
  beforeAll(async () => {
    clientId = idOf((await admin.post('/api/clients', { raisonSociale: 'Pharmacie Centrale', ville: 'Nantes' })).json);
    softwareId = idOf((await admin.post('/api/software', { name: 'Logiciel Gamma' })).json);
    await admin.request('PATCH', `/api/clients/${clientId}`, { softwareId });
    await admin.request('PUT', `/api/clients/${clientId}/collaborators/${ids.camille}`);
    await admin.post('/api/tracking/3en1/years', { year: 2030 });
  });

  const missing = '0f0e0d0c-0b0a-4909-8807-060504030201';
  const refused: [string, number, () => Promise<{ status: number; json: unknown; text: string }>][] = [
    ['PATCH a client with a bad email', 400, () => admin.request('PATCH', `/api/clients/${clientId}`, { email: 'pas-un-email', ville: 'Paris' })],
    ['PATCH a client with an unknown software', 400, () => admin.request('PATCH', `/api/clients/${clientId}`, { softwareId: missing, ville: 'Paris' })],
    ['PATCH a missing client', 404, () => admin.request('PATCH', `/api/clients/${missing}`, { ville: 'Paris' })],
    ['PATCH a client with its current values', 200, () => admin.request('PATCH', `/api/clients/${clientId}`, { ville: 'Nantes' })],
    ['assign someone already assigned', 204, () => admin.request('PUT', `/api/clients/${clientId}/collaborators/${ids.camille}`)],
    ['assign an unknown user', 404, () => admin.request('PUT', `/api/clients/${clientId}/collaborators/${missing}`)],
    ['add a software whose name is taken', 409, () => admin.post('/api/software', { name: 'LOGICIEL GAMMA' })],
    ['delete a software still in use', 409, () => admin.request('DELETE', `/api/software/${softwareId}`)],
    ['write software as a collaborateur', 403, () => camille.post('/api/software', { name: 'EBP' })],
    ['create a task without a title', 400, () => admin.post('/api/tasks', { title: ' ', type: 'ponctuelle', priority: 'normale', status: 'a_faire' })],
    ['add a tracking year twice', 409, () => admin.post('/api/tracking/3en1/years', { year: 2030 })],
    ['an authorisation with an unknown status', 400, () => admin.request('PUT', `/api/authorizations/impots/${clientId}`, { status: 'fini' })],
    ['a bank change for a missing client', 404, () => admin.post('/api/bank-changes', { clientId: missing, newBankName: 'BNP Paribas' })],
    ['create a user with a taken email', 409, () => admin.post('/api/admin/users', { fullName: 'Autre', email: 'camille@cabinet.test', role: 'stagiaire', password: 'motdepasse' })],
    ["change one's own role", 400, () => admin.request('PATCH', `/api/admin/users/${ids.admin}`, { role: 'collaborateur' })],
    ['a blank note', 400, () => admin.post(`/api/clients/${clientId}/notes`, { body: '   ' })],
    ['import a file without the required columns', 400, () => admin.request('POST', '/api/clients/import', 'Ville\r\nLyon\r\n', { 'content-type': 'text/csv', 'x-file-name': 'c.csv' })],
  ];

  it.each(refused)('%s: %i and no journal entry', async (_name, status, write) => {
    const { response, entries } = await journalOf(write);
    expect(response.status, response.text).toBe(status);
    expect(entries).toEqual([]);
  });
});

describe('first-run setup', () => {
  it('journals the first administrator as the author of their own account', async () => {
    const fresh = await createTestApp();
    try {
      const response = await fresh.client().post('/api/setup', { fullName: 'Marie Curie', email: 'marie@cabinet.test', password: 'motdepasse1' });
      expect(response.status, response.text).toBe(201);
      const id = idOf(response.json);
      expect(await fresh.db.select().from(activityLog)).toMatchObject([
        { entity: 'user', entityId: id, action: 'create', userId: id, userName: 'Marie Curie', newValue: 'Marie Curie <marie@cabinet.test> (admin)' },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
