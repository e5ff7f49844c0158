import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJournal } from '../../../shared/activity.ts';
import type { ClientHistoryPage } from '../../../shared/client-sheet.ts';
import { CLIENT_JOURNAL, type ClientRow } from '../../../shared/clients.ts';
import { parisToday } from '../../../shared/dates.ts';
import { FISCAL_PROFILE_DEFAULTS } from '../../../shared/obligations/profile.ts';
import { buildLookups } from '../../../web/features/clients/lib/client-lookups.ts';
import { buildClientsCsv } from '../../../web/features/clients/lib/export-rows.ts';
import { clients } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../../testing/test-app.ts';

// The client's own entries, read as the sheet's history reads them.
const journal = createJournal([CLIENT_JOURNAL]);

// Issue 15, part 1: the fiscal profile of a client through the API, the journal and the CSV files.

let t: TestApp;
let camille: TestClient;
let cookie: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' })).client;
  cookie = camille.cookieHeader();
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(clients);
  clientId = await t.insertClient({ classification: 'SARL' });
});

const patch = (body: unknown) => camille.request('PATCH', `/api/clients/${clientId}`, body);

async function stored() {
  const [row] = await t.db.select().from(clients).where(eq(clients.id, clientId));
  return row;
}

function tomorrow(): string {
  const [y, m, d] = parisToday().split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

const FULL_PROFILE = {
  regimeImposition: 'is',
  regimeTva: 'trimestriel',
  jourTva: 19,
  employeur: 'moins_50',
  cfeAcompte: 'oui',
  cvae: 'oui',
  dateCreation: '2012-03-15',
  categorieEntreprise: 'pme',
} as const;

describe('PATCH /api/clients/:id — the fiscal profile', () => {
  it('saves the eight fields and answers them', async () => {
    const response = await patch(FULL_PROFILE);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject(FULL_PROFILE);
    expect(await stored()).toMatchObject(FULL_PROFILE);
  });

  it('journals each change; the sheet history names the field and the values in French', async () => {
    await patch(FULL_PROFILE);
    const history = await camille.get(`/api/clients/${clientId}/history`);
    expect(history.status).toBe(200);
    const lines = (history.json as ClientHistoryPage).entries.map((entry) => journal.describe(entry, { home: 'client' }));
    expect(lines).toEqual(
      expect.arrayContaining([
        { label: "Régime d'imposition", from: '—', to: 'Impôt sur les sociétés (IS)' },
        { label: 'Régime de TVA', from: '—', to: 'Réel normal — trimestriel (CA3)' },
        { label: 'Jour de TVA (CA3)', from: '—', to: '19' },
        { label: 'Employeur', from: 'Non', to: 'Moins de 50 salariés' },
        { label: 'Acompte CFE (CFE N-1 ≥ 3 000 €)', from: 'Non', to: 'Oui' },
        { label: 'CVAE', from: 'Non', to: 'Oui' },
        { label: 'Date de création', from: '—', to: '15/03/2012' },
        { label: "Catégorie d'entreprise", from: '—', to: 'PME' },
      ]),
    );
  });

  it('clears the optional fields with null', async () => {
    await patch(FULL_PROFILE);
    const response = await patch({ regimeImposition: null, regimeTva: null, jourTva: null, dateCreation: null, categorieEntreprise: null });
    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject({ regimeImposition: null, regimeTva: null, jourTva: null, dateCreation: null, categorieEntreprise: null });
  });

  it('accepts today as date de création (Paris calendar)', async () => {
    const response = await patch({ dateCreation: parisToday() });
    expect(response.status).toBe(200);
  });

  it('saves a profile that makes little sense: the form shows the warning, as the firm may know better', async () => {
    await t.db.update(clients).set({ classification: 'Micro-entreprise' }).where(eq(clients.id, clientId));
    const response = await patch({ regimeImposition: 'is', regimeTva: 'franchise', jourTva: 16, cvae: 'oui' });
    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject({ regimeImposition: 'is', regimeTva: 'franchise', jourTva: 16, cvae: 'oui' });
  });
});

describe('the fiscal profile refuses bad input with a 400 in French, writing nothing', () => {
  const jourTvaMessage = 'Le jour de TVA doit être un nombre entier entre 15 et 24';
  const futureMessage = "La date de création ne peut pas être postérieure à aujourd'hui";
  it.each([
    ['an unknown régime d’imposition', { regimeImposition: 'micro' }, 'regimeImposition', "Régime d'imposition inconnu"],
    ['an unknown régime de TVA', { regimeTva: 'annuel' }, 'regimeTva', 'Régime de TVA inconnu'],
    ['an unknown employeur', { employeur: 'oui' }, 'employeur', 'Valeur « employeur » inconnue'],
    ['a null employeur', { employeur: null }, 'employeur', 'Valeur « employeur » inconnue'],
    ['an unknown cfe_acompte', { cfeAcompte: 'true' }, 'cfeAcompte', 'Acompte CFE : oui ou non'],
    ['an unknown cvae', { cvae: 1 }, 'cvae', 'CVAE : oui ou non'],
    ['jour_tva 14', { jourTva: 14 }, 'jourTva', jourTvaMessage],
    ['jour_tva 25', { jourTva: 25 }, 'jourTva', jourTvaMessage],
    ['jour_tva 18.5', { jourTva: 18.5 }, 'jourTva', jourTvaMessage],
    ['jour_tva as text', { jourTva: '18' }, 'jourTva', jourTvaMessage],
    ['date_creation tomorrow', { dateCreation: tomorrow() }, 'dateCreation', futureMessage],
    ['date_creation impossible', { dateCreation: '2020-02-30' }, 'dateCreation', 'Date invalide'],
    ['an unknown catégorie d’entreprise', { categorieEntreprise: 'tpe' }, 'categorieEntreprise', "Catégorie d'entreprise inconnue (micro, pme, eti ou ge)"],
    ['a catégorie d’entreprise by its label', { categorieEntreprise: 'PME' }, 'categorieEntreprise', "Catégorie d'entreprise inconnue (micro, pme, eti ou ge)"],
  ])('%s', async (_label, body, path, message) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message } });
    expect((response.json as { error: { issues: unknown[] } }).error.issues[0]).toEqual({ path, message });
    expect(await stored()).toMatchObject(FISCAL_PROFILE_DEFAULTS);
  });

  it('a bad field next to good ones: nothing is written', async () => {
    const response = await patch({ regimeTva: 'mensuel', jourTva: 30 });
    expect(response).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Le jour de TVA doit être un nombre entier entre 15 et 24', issues: [{ path: 'jourTva' }] } },
    });
    expect(await stored()).toMatchObject({ regimeTva: null, jourTva: null });
  });

  it('on creation too', async () => {
    const response = await camille.post('/api/clients', { raisonSociale: 'SCI Les Tilleuls', jourTva: 12 });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message: jourTvaMessage } });
    const [{ n } = { n: 0 }] = (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM clients`)).rows;
    expect(n).toBe(1);
  });

  it('creates a client with its profile', async () => {
    const response = await camille.post('/api/clients', { raisonSociale: 'SCI Les Tilleuls', regimeImposition: 'ir_foncier', regimeTva: 'franchise' });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ regimeImposition: 'ir_foncier', regimeTva: 'franchise', employeur: 'non' });
  });
});

async function runImport(csv: string, { update = false } = {}) {
  const response = await t.app.request(`/api/clients/import?update=${update}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'text/csv', 'x-file-name': 'clients.csv', cookie },
    body: csv,
  });
  expect(response.status).toBe(200);
  const last = JSON.parse((await response.text()).trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  return last;
}

const listClients = async () => ((await camille.get('/api/clients')).json as { clients: ClientRow[] }).clients;

describe('the CSV import and export of the fiscal profile', () => {
  it('an export re-imports identically (the Clients page’s CSV, clients deleted, then imported)', async () => {
    await patch(FULL_PROFILE);
    await camille.post('/api/clients', { raisonSociale: 'Cabinet Durand', siret: '00032517500016', regimeImposition: 'ir_bnc', regimeTva: 'franchise', employeur: 'non', categorieEntreprise: 'micro' });
    await camille.post('/api/clients', { raisonSociale: 'SCI Les Tilleuls', siret: '00032517500024' });
    const before = await listClients();
    const csv = buildClientsCsv(before, buildLookups([], []));
    expect(csv.split('\r\n')[0]).toContain('regime_imposition;regime_tva;jour_tva;employeur;cfe_acompte;cvae;date_creation;categorie_entreprise');
    // The category goes out as its code, as the import reads it.
    expect(csv).toContain(';15/03/2012;pme\r\n');
    expect(csv).toContain(';micro\r\n');

    await t.db.delete(clients);
    expect(await runImport(csv)).toMatchObject({ type: 'result', imported: 3, errors: [] });
    const profile = (row: ClientRow) => ({
      raisonSociale: row.raisonSociale,
      regimeImposition: row.regimeImposition,
      regimeTva: row.regimeTva,
      jourTva: row.jourTva,
      employeur: row.employeur,
      cfeAcompte: row.cfeAcompte,
      cvae: row.cvae,
      dateCreation: row.dateCreation,
      categorieEntreprise: row.categorieEntreprise,
    });
    const bySiret = (a: ClientRow, b: ClientRow) => (a.siret ?? '').localeCompare(b.siret ?? '');
    expect((await listClients()).sort(bySiret).map(profile)).toEqual(before.sort(bySiret).map(profile));
  });

  it('refuses each bad line with its number and a French reason, and imports the others', async () => {
    const csv = [
      'raison_sociale;siret;regime_imposition;regime_tva;jour_tva;employeur;cfe_acompte;cvae;date_creation',
      'Bonne ligne;00032517500016;IS;Mensuel;19;moins_50;oui;non;15/03/2012',
      'Régime inconnu;00032517500024;micro;;;;;;',
      'TVA inconnue;00032517500032;;annuelle;;;;;',
      'Jour hors bornes;00032517500040;;mensuel;28;;;;',
      'Employeur inconnu;00032517500057;;;;beaucoup;;;',
      'Création future;00032517500065;;;;;;;01/01/2999',
    ].join('\r\n');
    const result = await runImport(csv);
    expect(result).toMatchObject({ imported: 1 });
    expect(result.errors).toEqual([
      { line: 3, reason: expect.stringContaining("Régime d'imposition inconnu : « micro »") },
      { line: 4, reason: expect.stringContaining('Régime de TVA inconnu : « annuelle »') },
      { line: 5, reason: 'Le jour de TVA doit être un nombre entier entre 15 et 24 : « 28 »' },
      { line: 6, reason: expect.stringContaining('Employeur inconnu : « beaucoup »') },
      { line: 7, reason: "La date de création ne peut pas être postérieure à aujourd'hui : « 01/01/2999 »" },
    ]);
    const [imported] = await t.db.select().from(clients).where(eq(clients.siret, '00032517500016'));
    expect(imported).toMatchObject({ ...FULL_PROFILE, regimeTva: 'mensuel', cvae: 'non', categorieEntreprise: null });
  });

  it('reads categorie_entreprise by its code or its French label, empty as « Non renseignée », and refuses another value in French', async () => {
    const csv = [
      'raison_sociale;siret;categorie_entreprise',
      'Code;00032517500016;eti',
      'Libellé;00032517500024;Grande Entreprise',
      'Sans accent ni casse;00032517500032;MICRO-ENTREPRISE',
      'Vide;00032517500040;',
      'Inconnue;00032517500057;TPE',
    ].join('\r\n');
    const result = await runImport(csv);
    expect(result).toMatchObject({ imported: 4 });
    expect(result.errors).toEqual([{ line: 6, reason: "Catégorie d'entreprise inconnue : « TPE » (micro, pme, eti, ge)" }]);
    const rows = await t.db.execute<{ raison_sociale: string; categorie_entreprise: string | null }>(
      sql`SELECT raison_sociale, categorie_entreprise FROM clients WHERE siret LIKE '000325175%' ORDER BY siret`,
    );
    expect(rows.rows).toEqual([
      { raison_sociale: 'Code', categorie_entreprise: 'eti' },
      { raison_sociale: 'Libellé', categorie_entreprise: 'ge' },
      { raison_sociale: 'Sans accent ni casse', categorie_entreprise: 'micro' },
      { raison_sociale: 'Vide', categorie_entreprise: null },
    ]);
  });

  it('with update=true, changes only the profile cells that are filled in, and journals them', async () => {
    await patch({ regimeTva: 'mensuel', jourTva: 19, employeur: 'plus_50' });
    const csv = ['raison_sociale;siret;regime_tva;jour_tva;employeur', 'Boulangerie Martin;73282932000074;trimestriel;;'].join('\r\n');
    expect(await runImport(csv, { update: true })).toMatchObject({ updated: 1, errors: [] });
    expect(await stored()).toMatchObject({ regimeTva: 'trimestriel', jourTva: 19, employeur: 'plus_50' });
    const history = (await camille.get(`/api/clients/${clientId}/history`)).json as ClientHistoryPage;
    expect(journal.describe(history.entries[0]!, { home: 'client' })).toEqual({
      label: 'Régime de TVA',
      from: 'Réel normal — mensuel (CA3)',
      to: 'Réel normal — trimestriel (CA3)',
    });
  });
});
