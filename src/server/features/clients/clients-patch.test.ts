import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isValidSiret } from '../../../shared/siret.ts';
import { activityLog, clients, software } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let sageId: string;
let clientId: string;

const original = {
  raisonSociale: 'Boulangerie Martin',
  siret: '73282932000074',
  classification: 'SARL',
  status: 'actif',
  dateCloture: '2025-12-31',
  adresse: '12 rue de la Paix',
  codePostal: '75002',
  ville: 'Paris',
  telephone: '01 42 00 00 00',
  email: 'contact@boulangerie-martin.fr',
} as const;

const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test' }));
  const [sage] = await t.db.select({ id: software.id }).from(software).where(eq(software.name, 'Sage'));
  sageId = sage?.id ?? '';
});
afterAll(() => t.close());

beforeEach(async () => {
  const [row] = await t.db.insert(clients).values(original).returning({ id: clients.id });
  clientId = row?.id ?? '';
});

const patch = (body: unknown, id = clientId, client = camille) => client.request('PATCH', `/api/clients/${id}`, body);

async function stored() {
  const [row] = await t.db.select().from(clients).where(eq(clients.id, clientId));
  return row;
}

describe('PATCH /api/clients/:id', () => {
  it('saves one field, records who changed it and answers the whole row', async () => {
    const before = await stored();
    const response = await patch({ ville: 'Lyon' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ ...original, id: clientId, ville: 'Lyon', collaboratorIds: [], softwareId: null });
    const after = await stored();
    expect(after).toMatchObject({ ville: 'Lyon', updatedBy: camilleId });
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
  });

  it('a save that changes nothing writes nothing: same updatedAt, same author, no journal line', async () => {
    const before = await stored();
    const response = await patch({ ville: original.ville, adresse: original.adresse });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ ...original, id: clientId });
    expect(await stored()).toEqual(before);
    const journal = await t.db.select().from(activityLog).where(eq(activityLog.entityId, clientId));
    expect(journal).toEqual([]);
  });

  it('saves several fields at once, and a software from the list', async () => {
    const response = await patch({ classification: 'SAS', status: 'inactif', dateCloture: '2028-02-29', softwareId: sageId });
    expect(response).toMatchObject({ status: 200, json: { classification: 'SAS', status: 'inactif', dateCloture: '2028-02-29', softwareId: sageId } });
  });

  it('saves an empty value as null', async () => {
    const response = await patch({ adresse: '', siret: '', telephone: '   ', email: '', numeroClient: '' });
    expect(response).toMatchObject({ status: 200, json: { adresse: null, siret: null, telephone: null, email: null, numeroClient: null } });
    expect(await stored()).toMatchObject({ adresse: null, siret: null, telephone: null, email: null });
  });

  it('clears the classification, the closing date and the software with null', async () => {
    await patch({ softwareId: sageId });
    const response = await patch({ classification: null, dateCloture: null, softwareId: null });
    expect(response).toMatchObject({ status: 200, json: { classification: null, dateCloture: null, softwareId: null } });
  });

  it('stores a SIRET of the wrong length or failing Luhn: the table flags it, the server keeps it', async () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(await patch({ siret: '732829320' })).toMatchObject({ status: 200, json: { siret: '732829320' } });
    expect(await patch({ siret: '73282932000075' })).toMatchObject({ status: 200, json: { siret: '73282932000075' } });
    expect((await stored())?.siret).toBe('73282932000075');
  });

  it('answers 404 in French for a client that does not exist', async () => {
    const response = await patch({ ville: 'Lyon' }, missingId);
    expect(response).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } } });
  });
});

describe('PATCH /api/clients/:id refuses bad input, in French, writing nothing', () => {
  it.each([
    ['an unknown classification', { classification: 'SA' }, 'classification', 'Classification inconnue'],
    ['an empty classification', { classification: '' }, 'classification', 'Classification inconnue'],
    ['an unknown status', { status: 'archive' }, 'status', 'Statut inconnu'],
    ['a null status', { status: null }, 'status', 'Statut inconnu'],
    ['a software id that is no uuid', { softwareId: 'sage' }, 'softwareId', 'Logiciel inconnu'],
    ['a 10,000-character raison sociale', { raisonSociale: 'A'.repeat(10_000) }, 'raisonSociale', 'La raison sociale : 200 caractères au maximum'],
    ['an empty raison sociale', { raisonSociale: '  ' }, 'raisonSociale', 'La raison sociale est requise'],
    ['a raison sociale that is not text', { raisonSociale: 42 }, 'raisonSociale', 'La raison sociale est requise'],
    ['a SIRET with letters', { siret: '123ABC' }, 'siret', 'Le SIRET ne doit contenir que des chiffres (14 au plus)'],
    ['a SIRET of 15 digits', { siret: '732829320000741' }, 'siret', 'Le SIRET ne doit contenir que des chiffres (14 au plus)'],
    ['an impossible date', { dateCloture: '2025-02-30' }, 'dateCloture', 'Date invalide'],
    ['a French-format date (the browser converts it first)', { dateCloture: '31/02/2025' }, 'dateCloture', 'Date invalide (AAAA-MM-JJ attendu)'],
    ['a word for a date', { dateCloture: 'demain' }, 'dateCloture', 'Date invalide (AAAA-MM-JJ attendu)'],
    ['a malformed email', { email: 'contact@' }, 'email', "L'email n'est pas valide"],
    ['a postcode of 11 characters', { codePostal: '75002750027' }, 'codePostal', 'Code postal : 10 caractères au maximum'],
  ])('%s', async (_label, body, path, message) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message } });
    // The first issue is the one a form shows beside the field.
    expect((response.json as { error: { issues: unknown[] } }).error.issues[0]).toEqual({ path, message });
    expect(await stored()).toMatchObject(original);
  });

  it('an unknown software (a well-formed id that does not exist)', async () => {
    const response = await patch({ softwareId: missingId, ville: 'Lyon' });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: { code: 'VALIDATION', message: 'Logiciel inconnu', issues: [{ path: 'softwareId' }] } });
    expect(await stored()).toMatchObject({ ...original, softwareId: null });
  });

  it('unknown fields', async () => {
    const response = await patch({ ville: 'Lyon', collaboratorId: camilleId });
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "collaboratorId"', issues: [{ path: '' }] } } });
    expect(await stored()).toMatchObject(original);
  });

  it('an empty body', async () => {
    const response = await patch({});
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Aucun champ à modifier' } } });
  });

  it('malformed JSON', async () => {
    const response = await patch('{"ville": "Lyon"');
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect(await stored()).toMatchObject(original);
  });

  it('a body that is not an object', async () => {
    expect(await patch('"Lyon"')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Entrée invalide : objet attendu, chaîne de caractères reçu' } },
    });
    expect(await patch([{ ville: 'Lyon' }])).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Entrée invalide : objet attendu, tableau reçu' } } });
  });

  it('a body over 1 MB', async () => {
    const response = await patch({ adresse: 'x'.repeat(1_100_000) });
    expect(response).toMatchObject({ status: 413, json: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('an identifier that is not a uuid', async () => {
    const response = await patch({ ville: 'Lyon' }, 'DROP TABLE clients');
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Identifiant de client invalide' } } });
  });

  it('a request without a session', async () => {
    const response = await patch({ ville: 'Lyon' }, clientId, t.client());
    expect(response).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté.' } } });
    expect(await stored()).toMatchObject(original);
  });
});
