import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIRENE_CLIENTS_CSV } from '../../../../test/fixtures/fixtures.ts';
import type { ImportEvent, ImportPreview, ImportResult } from '../../../shared/clients-import.ts';
import { CLIENT_CSV_COLUMNS, toCsvDate, toExcelCsv } from '../../../shared/csv-export.ts';
import { clients } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';

// Real INSEE SIRENE establishments: real SIRETs (all starting with 00), postcodes with a
// leading 0, accented official commune names.
type SireneRow = { siret: string; raison_sociale: string; adresse: string; code_postal: string; commune_cog: string };
const sirene = Papa.parse<SireneRow>(readFileSync(SIRENE_CLIENTS_CSV, 'utf8'), { header: true, skipEmptyLines: true }).data;

/** What French Excel's plain 'CSV (séparateur : point-virgule)' writes: Windows-1252, `;`, CRLF. */
function frenchExcelFile(rows: string[][]): Buffer {
  return iconv.encode(rows.map((cells) => cells.join(';')).join('\r\n') + '\r\n', 'windows-1252');
}
const sireneExcelFile = () =>
  frenchExcelFile([
    ['Raison sociale', 'SIRET', 'Adresse', 'Code postal', 'Ville'],
    ...sirene.map((r) => [r.raison_sociale, r.siret, r.adresse, r.code_postal, r.commune_cog]),
  ]);

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { user, client } = await t.signedIn({ fullName: 'Élise Martin' });
  userId = user.id;
  cookie = client.cookieHeader();
});
afterAll(() => t.close());

async function upload(path: string, body: Uint8Array | string, { name = 'clients.csv', signedIn = true } = {}) {
  const response = await t.app.request(path, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'text/csv',
      'x-file-name': encodeURIComponent(name),
      ...(signedIn ? { cookie } : {}),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), text };
}

async function preview(body: Uint8Array | string, name?: string) {
  const response = await upload('/api/clients/import/preview', body, { name });
  return { ...response, json: JSON.parse(response.text) as ImportPreview & { error?: { code: string; message: string } } };
}

/** Runs an import and returns its NDJSON events, the last one being the result. */
async function runImport(body: Uint8Array | string, { update = false } = {}) {
  const response = await upload(`/api/clients/import?update=${update}`, body);
  expect(response.status).toBe(200);
  expect(response.contentType).toContain('application/x-ndjson');
  const events = response.text.trim().split('\n').map((line) => JSON.parse(line) as ImportEvent);
  const last = events.at(-1);
  if (last?.type !== 'result') throw new Error(`pas de résultat : ${response.text}`);
  const { type: _type, ...result } = last;
  return { events, result: result as ImportResult };
}

const countClients = async () => (await t.db.select({ n: count() }).from(clients))[0]?.n;

beforeEach(async () => {
  await t.db.delete(clients);
});

describe('a real SIRENE extract saved by French Excel (Windows-1252, ;, CRLF)', () => {
  it('previews with the encoding, the separator, the mapping and the first 3 rows, accents intact', async () => {
    const { status, json } = await preview(sireneExcelFile());
    expect(status).toBe(200);
    expect(json).toMatchObject({
      encoding: 'windows-1252',
      separator: ';',
      headers: ['Raison sociale', 'SIRET', 'Adresse', 'Code postal', 'Ville'],
      ignoredColumns: [],
      missingRequired: [],
      totalRows: sirene.length,
    });
    expect(json.mappedColumns.map((c) => c.field)).toEqual(['raisonSociale', 'siret', 'adresse', 'codePostal', 'ville']);
    expect(json.previewRows).toHaveLength(3);
    expect(json.previewRows[0]).toEqual({
      raisonSociale: 'JANOYER THIERRY',
      siret: '00032517500016',
      adresse: 'MANIHI COTE MONTAGNE TUAMOTU',
      codePostal: '98770',
      ville: 'Manihi',
    });
    expect(await countClients()).toBe(0);
  });

  it('imports every row with its leading zeros and accents, streaming progress', async () => {
    const { events, result } = await runImport(sireneExcelFile());
    expect(result).toEqual({ imported: sirene.length, updated: 0, skipped: 0, errors: [] });
    expect(events[0]).toEqual({ type: 'progress', done: 0, total: sirene.length });
    expect(events.at(-2)).toEqual({ type: 'progress', done: sirene.length, total: sirene.length });

    const rows = await t.db.select().from(clients);
    const bySiret = new Map(rows.map((row) => [row.siret, row]));
    for (const source of sirene) {
      expect(bySiret.get(source.siret)).toMatchObject({
        raisonSociale: source.raison_sociale,
        codePostal: source.code_postal,
        ville: source.commune_cog,
        status: 'actif',
        collaboratorId: null,
        updatedBy: userId,
      });
    }
    expect(rows.filter((row) => row.codePostal?.startsWith('0'))).toHaveLength(87);
    expect(rows.some((row) => /Ã|�/.test(`${row.ville}${row.raisonSociale}`))).toBe(false);
    expect(bySiret.get('00032517500040')?.ville).toBe('Gémenos');
  });

  it('creates no duplicate on a second import: every row is skipped', async () => {
    await runImport(sireneExcelFile());
    const { result } = await runImport(sireneExcelFile());
    expect(result).toEqual({ imported: 0, updated: 0, skipped: sirene.length, errors: [] });
    expect(await countClients()).toBe(sirene.length);
  });

  it('with update=true, updates the existing clients’ non-empty cells and keeps the rest', async () => {
    await runImport(sireneExcelFile());
    const file = frenchExcelFile([
      ['Raison sociale', 'SIRET', 'Téléphone', 'Ville'],
      ...sirene.map((r, i) => [r.raison_sociale, r.siret, `04 90 00 ${String(i % 100).padStart(2, '0')} 00`, '']),
    ]);
    const { result } = await runImport(file, { update: true });
    expect(result).toEqual({ imported: 0, updated: sirene.length, skipped: 0, errors: [] });
    expect(await countClients()).toBe(sirene.length);
    const [first] = await t.db.select().from(clients).where(eq(clients.siret, '00032517500024'));
    expect(first).toMatchObject({ telephone: '04 90 00 01 00', ville: 'Avignon', adresse: '1 PL LEONCE DE SEYNES', updatedBy: userId });
  });
});

describe('other files people send', () => {
  it('imports the comma-separated UTF-8 SIRENE file as is, ignoring its unknown columns', async () => {
    const bytes = readFileSync(SIRENE_CLIENTS_CSV);
    const { json } = await preview(bytes);
    expect(json).toMatchObject({ encoding: 'utf-8', separator: ',', missingRequired: [] });
    expect(json.mappedColumns).toEqual([
      { header: 'siret', field: 'siret' },
      { header: 'raison_sociale', field: 'raisonSociale' },
      { header: 'adresse', field: 'adresse' },
      { header: 'code_postal', field: 'codePostal' },
      // The establishment's creation date (AAAA-MM-JJ): the client's date de création.
      { header: 'date_creation', field: 'dateCreation' },
    ]);
    expect(json.ignoredColumns).toContain('siren');
    expect(json.ignoredColumns).toContain('commune_cog');
    const { result } = await runImport(bytes);
    expect(result).toMatchObject({ imported: sirene.length, errors: [] });
  });

  it('re-imports our own export (UTF-8 with BOM, tab-kept SIRETs, neutralised cells) to the same clients', async () => {
    const sources = sirene.slice(0, 40).map((r, i) => ({
      numeroClient: `C${String(i + 1).padStart(5, '0')}`,
      raisonSociale: i === 0 ? '=HYPERLINK("http://x";"y")' : `${r.raison_sociale}; établissement ${i}`,
      siret: r.siret,
      classification: i % 2 ? 'Micro-entreprise' : 'SARL',
      status: i % 3 ? 'Actif' : 'Prospect',
      dateCloture: i % 2 ? '2025-12-31' : '2025-06-30',
      adresse: `${r.adresse}\nBâtiment "A"`,
      codePostal: r.code_postal,
      ville: r.commune_cog,
      telephone: '+33 4 90 00 00 00',
      email: `contact${i}@exemple.fr`,
      logiciel: i % 2 ? 'Cegid Loop' : 'Sage',
      regimeImposition: i % 2 ? 'ir_bic' : 'is',
      regimeTva: i % 2 ? 'franchise' : 'mensuel',
      jourTva: i % 2 ? null : '21',
      employeur: i % 2 ? 'non' : 'plus_50',
      cfeAcompte: i % 2 ? 'non' : 'oui',
      cvae: 'non',
      dateCreation: i % 2 ? null : '2012-03-15',
      categorieEntreprise: i % 2 ? null : 'eti',
    }));
    const csv = toExcelCsv(
      CLIENT_CSV_COLUMNS.map((c) => c.header),
      sources.map((s) =>
        CLIENT_CSV_COLUMNS.map(({ key }) =>
          key === 'collaborateurs'
            ? 'Élise Martin, Jérôme Lefèvre'
            : key === 'dateCloture' || key === 'dateCreation'
              ? toCsvDate(s[key])
              : s[key],
        ),
      ),
    );
    const { json } = await preview(Buffer.from(csv, 'utf8'));
    expect(json).toMatchObject({ encoding: 'utf-8-bom', separator: ';', ignoredColumns: ['Collaborateur'], totalRows: 40 });

    const { result } = await runImport(Buffer.from(csv, 'utf8'));
    expect(result).toEqual({ imported: 40, updated: 0, skipped: 0, errors: [] });
    const rows = await t.db.execute<{ siret: string; raison_sociale: string; adresse: string; telephone: string; status: string; date_cloture: string; logiciel: string }>(sql`
      SELECT c.siret, c.raison_sociale, c.adresse, c.telephone, c.status, c.date_cloture::text, s.name AS logiciel,
             c.regime_imposition, c.regime_tva, c.jour_tva, c.employeur, c.cfe_acompte, c.date_creation::text, c.categorie_entreprise
      FROM clients c LEFT JOIN software s ON s.id = c.software_id ORDER BY c.numero_client`);
    expect(rows.rows.map((row) => row.siret)).toEqual(sources.map((s) => s.siret));
    expect(rows.rows[0]).toMatchObject({ raison_sociale: '=HYPERLINK("http://x";"y")', telephone: '+33 4 90 00 00 00', status: 'prospect', date_cloture: '2025-06-30', logiciel: 'Sage' });
    expect(rows.rows[0]).toMatchObject({ regime_imposition: 'is', regime_tva: 'mensuel', jour_tva: 21, employeur: 'plus_50', cfe_acompte: 'oui', date_creation: '2012-03-15', categorie_entreprise: 'eti' });
    expect(rows.rows[1]).toMatchObject({ raison_sociale: sources[1]?.raisonSociale, adresse: sources[1]?.adresse, status: 'actif', logiciel: 'Cegid Loop' });
    expect(rows.rows[1]).toMatchObject({ regime_imposition: 'ir_bic', regime_tva: 'franchise', jour_tva: null, employeur: 'non', date_creation: null, categorie_entreprise: null });
  });

  it('refuses the rows Excel damaged, with their line and why, and imports the others', async () => {
    const file = frenchExcelFile([
      ['Raison sociale', 'SIRET', 'Code postal', 'Ville', 'Date de clôture'],
      ['Boulangerie Noël', '1,80725E+13', '75001', 'Paris', ''],
      ['Crêperie du Port', '32517500016', '29200', 'Brest', ''],
      ['Garage Dupont', '000 325 175 00016', '1000', 'Bourg-en-Bresse', '31/12/2025'],
      ['', '00032517500024', '84000', 'Avignon', ''],
      ['Fromagerie Müller', '0003251750003A', '67000', 'Strasbourg', ''],
      ['Épicerie fine', '00032517500040', '13420', 'Gémenos', '31/04/2025'],
    ]);
    const { result } = await runImport(file);
    expect(result.imported).toBe(1);
    expect(result.errors).toEqual([
      { line: 2, reason: expect.stringContaining('SIRET altéré par Excel (chiffres perdus) : « 1,80725E+13 »') },
      { line: 3, reason: expect.stringContaining('chiffres perdus') },
      { line: 5, reason: 'Raison sociale manquante' },
      { line: 6, reason: expect.stringContaining('ne doit contenir que des chiffres') },
      { line: 7, reason: expect.stringContaining('Date de clôture invalide') },
    ]);
    const [garage] = await t.db.select().from(clients);
    expect(garage).toMatchObject({ raisonSociale: 'Garage Dupont', siret: '00032517500016', codePostal: '01000', dateCloture: '2025-12-31' });
  });

  it('refuses unknown classification, status and software, and skips a SIRET repeated in the file', async () => {
    const file = frenchExcelFile([
      ['Raison sociale', 'SIRET', 'Classification', 'Statut', 'Logiciel'],
      ['SCI Les Tilleuls', '00032517500016', 'SNC', '', ''],
      ['SCI Les Acacias', '00032517500024', '', 'radié', ''],
      ['SCI Les Platanes', '00032517500032', '', '', 'Excel'],
      ['SCI Les Chênes', '00032517500040', 'sci', 'INACTIF', 'pennylane'],
      ['SCI Les Chênes (doublon)', '00032517500040', '', '', ''],
    ]);
    const { result } = await runImport(file);
    expect(result).toMatchObject({ imported: 1, skipped: 1 });
    expect(result.errors.map((e) => [e.line, e.reason.split(' :')[0]])).toEqual([
      [2, 'Classification inconnue'],
      [3, 'Statut inconnu'],
      [4, 'Logiciel inconnu'],
    ]);
    const [chenes] = await t.db.select().from(clients);
    expect(chenes).toMatchObject({ raisonSociale: 'SCI Les Chênes', classification: 'SCI', status: 'inactif' });
  });
});

describe('API description', () => {
  it('documents both routes in the OpenAPI document', async () => {
    const doc = await t.client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = (doc.json as { paths: Record<string, { post?: { requestBody?: { content?: object } } }> }).paths;
    expect(Object.keys(paths['/api/clients/import/preview']?.post?.requestBody?.content ?? {})).toContain('text/csv');
    expect(paths['/api/clients/import']?.post).toBeDefined();
  });
});

describe('files refused as a whole, before anything is written', () => {
  const refusal = (message: string) => ({ error: { code: 'BAD_REQUEST', message } });

  it('needs a session', async () => {
    const response = await upload('/api/clients/import/preview', 'a;b\n1;2\n', { signedIn: false });
    expect(response.status).toBe(401);
  });

  it('refuses a name not ending in .csv', async () => {
    for (const path of ['/api/clients/import/preview', '/api/clients/import']) {
      const response = await upload(path, 'raison_sociale;siret\nA;00032517500016\n', { name: 'clients.xlsx' });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toEqual(refusal('Le fichier doit être au format CSV'));
    }
    expect((await preview('raison_sociale;siret\nA;00032517500016\n', 'Clients Été 2025.CSV')).status).toBe(200);
  });

  it('refuses an empty file or one with only its headers', async () => {
    for (const body of ['', '\r\n\r\n', 'raison_sociale;siret\r\n', 'raison_sociale;siret\r\n;\r\n']) {
      const response = await upload('/api/clients/import', body);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toEqual(refusal('Le fichier CSV est vide ou ne contient que les en-têtes'));
    }
  });

  it('lists the missing required columns (import refused, preview says which)', async () => {
    const response = await upload('/api/clients/import', 'Nom;Ville\nDupont;Paris\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual(refusal('Champs obligatoires manquants: siret'));
    const none = await upload('/api/clients/import', 'Adresse;Ville\n1 rue Haute;Paris\n');
    expect(JSON.parse(none.text)).toEqual(refusal('Champs obligatoires manquants: raison_sociale, siret'));
    const { status, json } = await preview('Adresse;Ville\n1 rue Haute;Paris\n');
    expect(status).toBe(200);
    expect(json.missingRequired).toEqual(['raison_sociale', 'siret']);
    expect(await countClients()).toBe(0);
  });

  it('refuses an update flag other than true or false', async () => {
    const response = await upload('/api/clients/import?update=oui', 'raison_sociale;siret\nA;00032517500016\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ error: { code: 'VALIDATION', message: 'update : true ou false', issues: [{ path: 'update' }] } });
    expect(await countClients()).toBe(0);
  });
});
