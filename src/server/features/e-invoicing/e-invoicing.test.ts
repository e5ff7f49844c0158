import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historyEntrySchema, type HistoryEntry } from '../../../shared/authorizations.ts';
import { eInvoicingRowSchema, NO_RECORD, type EInvoicingRow } from '../../../shared/e-invoicing/api.ts';
import { activityLog, clientEInvoicing } from '../../db/schema/index.ts';
import { journalDirectWrites } from '../../testing/direct-writes.ts';
import { BENOIT, createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

const put = (clientId: string, body: unknown) => camille.request('PUT', `/api/e-invoicing/${clientId}`, body);
const listed = async () => {
  await journalDirectWrites(t.db, ['client', 'e_invoicing']);
  const response = await camille.get('/api/e-invoicing');
  expect(response.status).toBe(200);
  return (response.json as { clients: EInvoicingRow[] }).clients;
};
const stored = (clientId: string) => t.db.select().from(clientEInvoicing).where(eq(clientEInvoicing.clientId, clientId));
const journal = async (clientId: string) =>
  (await t.db.select().from(activityLog).where(eq(activityLog.clientId, clientId)).orderBy(activityLog.id)).map((entry) => [
    entry.entity,
    entry.field,
    entry.oldValue,
    entry.newValue,
  ]);

describe('GET /api/e-invoicing', () => {
  it('lists active clients only, by raison sociale then id, à faire and aucun without a record, the deadline from the category', async () => {
    const zebre = await t.insertClient({ raisonSociale: 'Zèbre Conseil', categorieEntreprise: 'eti' });
    const atelier = await t.insertClient({ raisonSociale: 'Atelier Dubois', siret: null });
    const [first = '', second = ''] = (await t.addClients(2, { raisonSociale: 'Atelier Dubois', categorieEntreprise: 'micro' })).sort();
    await t.insertClient({ raisonSociale: 'Ancien Client', status: 'inactif' });
    await t.insertClient({ raisonSociale: 'Futur Client', status: 'prospect' });
    await t.db.insert(clientEInvoicing).values({
      clientId: zebre,
      platform: 'autre',
      platformOther: 'Ma PA',
      receptionStatus: 'pret',
      receptionDate: '2026-05-04',
      lastReminderAt: new Date('2026-06-01T08:30:00.000Z'),
      lastReminderByName: 'Benoît Leroy',
      delegationStatus: 'signe',
    });

    const rows = (await listed()).filter((row) => /Conseil|Dubois|Client$/.test(row.raisonSociale));
    expect(rows.map((row) => row.clientId)).toEqual([...[atelier, first, second].sort(), zebre]);
    expect(rows.find((row) => row.clientId === atelier)).toEqual({
      clientId: atelier,
      raisonSociale: 'Atelier Dubois',
      siret: null,
      category: null,
      ...NO_RECORD,
      issuingDeadline: null,
      lastReminderAt: null,
      lastReminderBy: null,
      updatedAt: null,
    });
    expect(rows.find((row) => row.clientId === first)).toMatchObject({ category: 'micro', issuingDeadline: '2027-09-01' });
    expect(rows.at(-1)).toMatchObject({
      category: 'eti',
      issuingDeadline: '2026-09-01',
      platform: 'autre',
      platformOther: 'Ma PA',
      receptionStatus: 'pret',
      receptionDate: '2026-05-04',
      delegationStatus: 'signe',
      lastReminderAt: '2026-06-01T08:30:00.000Z',
      lastReminderBy: 'Benoît Leroy',
    });
    for (const row of rows) expect(eInvoicingRowSchema.safeParse(row).success).toBe(true);
  });

  it('orders the names as the page does, accents and case aside (the browser then only checks the order)', async () => {
    const brunet = await t.insertClient({ raisonSociale: 'Brunet Ordre' });
    const beatrice = await t.insertClient({ raisonSociale: 'Béatrice Ordre' });
    const boulangerie = await t.insertClient({ raisonSociale: 'boulangerie Ordre' });
    const rows = (await listed()).filter((row) => row.raisonSociale.endsWith(' Ordre'));
    expect(rows.map((row) => row.clientId)).toEqual([beatrice, boulangerie, brunet]);
  });

  it('sends only the rows of ?clients= (a live patch), without a validator; an inactive client is absent', async () => {
    const kept = await t.insertClient({ raisonSociale: 'Garage Martin' });
    const inactive = await t.insertClient({ raisonSociale: 'Ancien Garage', status: 'inactif' });
    await journalDirectWrites(t.db, ['client']);
    const response = await camille.get(`/api/e-invoicing?clients=${kept},${inactive}`);
    expect(response.status).toBe(200);
    expect((response.json as { clients: EInvoicingRow[] }).clients.map((row) => row.clientId)).toEqual([kept]);
    expect(response.headers.get('etag')).toBeNull();
    expect(await camille.get('/api/e-invoicing?clients=abc')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'clients : identifiants de clients séparés par des virgules' } },
    });
  });

  it('answers 304 while nothing changed, and the new row once a colleague wrote', async () => {
    const id = await t.insertClient({ raisonSociale: 'Hôtel du Port' });
    await journalDirectWrites(t.db, ['client']);
    const first = await camille.get('/api/e-invoicing');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"e-invoicing\./);
    expect((await camille.request('GET', '/api/e-invoicing', undefined, { 'if-none-match': etag })).status).toBe(304);
    expect((await put(id, { issuingStatus: 'en_cours' })).status).toBe(200);
    const after = await camille.request('GET', '/api/e-invoicing', undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect((after.json as { clients: EInvoicingRow[] }).clients.find((row) => row.clientId === id)).toMatchObject({ issuingStatus: 'en_cours' });
  });

  it('needs a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/e-invoicing')).status).toBe(401);
    expect((await anonymous.request('PUT', `/api/e-invoicing/${MISSING_ID}`, { receptionStatus: 'pret' })).status).toBe(401);
    expect((await anonymous.post('/api/e-invoicing/bulk', { clientIds: [MISSING_ID], receptionStatus: 'pret' })).status).toBe(401);
    expect((await anonymous.get(`/api/e-invoicing/${MISSING_ID}/history`)).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists the page’s operations with their French summaries', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json as { paths: Record<string, Record<string, { tags: string[]; parameters?: { name: string }[] }>> };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/e-invoicing'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toEqual(
      expect.arrayContaining(['GET /api/e-invoicing', 'PUT /api/e-invoicing/{clientId}', 'POST /api/e-invoicing/bulk', 'GET /api/e-invoicing/{clientId}/history']),
    );
    expect(doc.paths['/api/e-invoicing/{clientId}']?.put).toMatchObject({ tags: ['Facturation électronique'], parameters: [{ name: 'clientId' }] });
  });
});

describe('PUT /api/e-invoicing/:clientId', () => {
  it('creates the record on the first change, then updates it, keeping what is not given, journalled per field', async () => {
    const id = await t.insertClient({ raisonSociale: 'Boulangerie Martin', categorieEntreprise: 'pme' });

    const first = await put(id, { receptionStatus: 'en_cours', platform: 'pennylane' });
    expect(first).toMatchObject({ status: 200, json: { clientId: id, raisonSociale: 'Boulangerie Martin', receptionStatus: 'en_cours', platform: 'pennylane', issuingDeadline: '2027-09-01' } });
    expect(eInvoicingRowSchema.safeParse(first.json).success).toBe(true);

    expect((await put(id, { receptionDate: '2026-03-15', delegationStatus: 'envoye', eReporting: 'oui' })).json).toMatchObject({
      receptionStatus: 'en_cours',
      receptionDate: '2026-03-15',
      platform: 'pennylane',
      delegationStatus: 'envoye',
      eReporting: 'oui',
    });
    // Clearing a date keeps the status, as on Habilitations.
    expect((await put(id, { receptionDate: null, directoryCheckedAt: '2024-02-29' })).json).toMatchObject({ receptionStatus: 'en_cours', receptionDate: null, directoryCheckedAt: '2024-02-29' });

    const [row] = await stored(id);
    expect(row).toMatchObject({ receptionStatus: 'en_cours', platform: 'pennylane', delegationStatus: 'envoye', directoryCheckedAt: '2024-02-29', updatedBy: camilleId });
    expect(await journal(id)).toEqual([
      ['e_invoicing', 'platform', null, 'pennylane'],
      ['e_invoicing', 'receptionStatus', 'a_faire', 'en_cours'],
      ['e_invoicing', 'receptionDate', null, '2026-03-15'],
      ['e_invoicing', 'eReporting', null, 'oui'],
      ['e_invoicing', 'delegationStatus', 'aucun', 'envoye'],
      ['e_invoicing', 'receptionDate', '2026-03-15', null],
      ['e_invoicing', 'directoryCheckedAt', null, '2024-02-29'],
    ]);
    // The same values again: no write, no entry.
    expect((await put(id, { receptionStatus: 'en_cours' })).status).toBe(200);
    expect(await journal(id)).toHaveLength(7);
  });

  it('names « Autre » with its free text, clears the text when another platform is chosen, and reads a text alone as « Autre »', async () => {
    const id = await t.insertClient();
    expect((await put(id, { platform: 'autre', platformOther: '  Ma plateforme  ' })).json).toMatchObject({ platform: 'autre', platformOther: 'Ma plateforme' });
    expect((await put(id, { platform: 'sage' })).json).toMatchObject({ platform: 'sage', platformOther: null });
    expect((await put(id, { platformOther: 'Une autre' })).json).toMatchObject({ platform: 'autre', platformOther: 'Une autre' });
    // A text sent with a listed platform is dropped: the platform says it all.
    expect((await put(id, { platform: 'cegid', platformOther: 'Ignoré' })).json).toMatchObject({ platform: 'cegid', platformOther: null });
    expect((await put(id, { platform: null })).json).toMatchObject({ platform: null, platformOther: null });
    expect(await stored(id)).toMatchObject([{ platform: null, platformOther: null }]);
  });

  it('refuses unknown values, unreal dates, « Autre » without a name and unknown fields in French, and writes nothing', async () => {
    const id = await t.insertClient();
    const cases: [unknown, string, string][] = [
      [{ platform: 'chorus' }, 'Plateforme inconnue', 'platform'],
      [{ receptionStatus: 'fait' }, 'Statut inconnu', 'receptionStatus'],
      [{ issuingStatus: 'PRET' }, 'Statut inconnu', 'issuingStatus'],
      [{ delegationStatus: 'recu' }, 'Statut de mandat inconnu', 'delegationStatus'],
      [{ eReporting: 'peut-être' }, 'E-reporting : oui ou non', 'eReporting'],
      [{ receptionDate: '2026-02-30' }, 'Date invalide', 'receptionDate'],
      [{ designationDate: '30/01/2026' }, 'Date invalide (AAAA-MM-JJ attendu)', 'designationDate'],
      [{ platform: 'autre' }, 'Précisez le nom de la plateforme (« Autre »)', 'platformOther'],
      [{ platform: 'autre', platformOther: '   ' }, 'Précisez le nom de la plateforme (« Autre »)', 'platformOther'],
      [{ platformOther: 'x'.repeat(201) }, 'Le nom de la plateforme fait 200 caractères au plus', 'platformOther'],
      [{ category: 'pme' }, 'Clé non reconnue : "category"', ''],
      [{ receptionStatus: 'pret', lastReminderAt: '2026-01-01T00:00:00.000Z' }, 'Clé non reconnue : "lastReminderAt"', ''],
      [{}, 'Aucun champ à modifier', ''],
    ];
    for (const [body, message, path] of cases) {
      const response = await put(id, body);
      expect(response, JSON.stringify(body)).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
      expect((response.json as { error: { issues: { path: string }[] } }).error.issues[0]?.path, JSON.stringify(body)).toBe(path);
    }
    expect((await put('123', { receptionStatus: 'pret' })).json).toMatchObject({ error: { message: 'Identifiant de client invalide' } });
    expect(await stored(id)).toEqual([]);
    expect(await journal(id)).toEqual([]);
  });

  it('refuses to leave « Autre » without its name once stored, and writes nothing', async () => {
    const id = await t.insertClient();
    await put(id, { platform: 'autre', platformOther: 'Ma PA' });
    expect(await put(id, { platformOther: null, receptionStatus: 'pret' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Précisez le nom de la plateforme (« Autre »)', issues: [{ path: 'platformOther' }] } },
    });
    expect(await stored(id)).toMatchObject([{ platform: 'autre', platformOther: 'Ma PA', receptionStatus: 'a_faire' }]);
  });

  it('refuses a missing client (404) and an inactive one (400), in French', async () => {
    expect(await put(MISSING_ID, { receptionStatus: 'pret' })).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } } });
    const inactive = await t.insertClient({ status: 'inactif' });
    expect(await put(inactive, { receptionStatus: 'pret' })).toMatchObject({ status: 400, json: { error: { message: "Ce client n'est pas actif." } } });
    expect(await stored(inactive)).toEqual([]);
  });
});

describe('GET /api/e-invoicing/:clientId/history', () => {
  it('says who changed what, when, newest first', async () => {
    const id = await t.insertClient();
    const { client: benoit } = await t.signedIn(BENOIT);
    await put(id, { receptionStatus: 'en_cours' });
    await benoit.request('PUT', `/api/e-invoicing/${id}`, { receptionStatus: 'pret', receptionDate: '2026-03-15' });

    const response = await camille.get(`/api/e-invoicing/${id}/history`);
    expect(response.status).toBe(200);
    const entries = (response.json as { entries: HistoryEntry[] }).entries;
    for (const entry of entries) expect(historyEntrySchema.safeParse(entry).success).toBe(true);
    expect(entries.map(({ userName, field, oldValue, newValue }) => ({ userName, field, oldValue, newValue }))).toEqual([
      { userName: 'Benoît Leroy', field: 'receptionDate', oldValue: null, newValue: '2026-03-15' },
      { userName: 'Benoît Leroy', field: 'receptionStatus', oldValue: 'en_cours', newValue: 'pret' },
      { userName: 'Camille Dupont', field: 'receptionStatus', oldValue: 'a_faire', newValue: 'en_cours' },
    ]);
    expect(await camille.get('/api/e-invoicing/abc/history')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Identifiant de client invalide', issues: [{ path: 'clientId' }] } },
    });
  });
});
