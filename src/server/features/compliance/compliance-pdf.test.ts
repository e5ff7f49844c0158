import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LETTER_TEMPLATE, LETTER_MESSAGES } from '../../../shared/compliance/letter-template.ts';
import { engagementLetters } from '../../db/schema/index.ts';
import { createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';
import { TEST_ORIGIN, type TestClient } from '../../testing/test-app.ts';
import { pdfTexts } from './pdf-text.testing.ts';

// Camille is a collaboratrice; Alice administers the firm.
const { t, camille } = await createSignedInApp();
const { client: alice } = await t.signedIn({ email: 'alice@cabinet.test', fullName: 'Alice Martin', role: 'admin' });
afterAll(() => t.close());

async function pdf(caller: TestClient, path: string) {
  const response = await t.app.request(path, { headers: { origin: TEST_ORIGIN, cookie: caller.cookieHeader() } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: pdfTexts(bytes).join(' ') };
}

describe('GET /api/compliance/{clientId}/letter.pdf', () => {
  it('fills the firm’s template with the client’s fields, missions and fees, accents, œ and € drawn', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Bœuf & Œufs', classification: 'SARL', adresse: '3 rue de l’Église', codePostal: '75001', ville: 'Paris' });
    await t.db.insert(engagementLetters).values({ clientId, status: 'envoyee', missions: ['tenue', 'fiscal', 'autre'], missionsOther: 'Prévisionnel', fees: 4800.5, feesMode: 'forfait', startDate: '2026-01-01', tacitRenewal: false });
    const letter = await pdf(camille, `/api/compliance/${clientId}/letter.pdf`);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    expect(letter.headers.get('content-disposition')).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''lettre-de-mission-B%C5%93uf%20%26%20%C5%92ufs\.pdf$/);
    expect(Buffer.from(letter.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(letter.text).toContain('Lettre de mission');
    expect(letter.text).toContain('et Bœuf & Œufs (SARL), SIRET 73282932000074, dont le siège est situé 3 rue de l’Église, 75001 Paris, d’autre part.');
    expect(letter.text).toContain('les missions suivantes : Tenue comptable, Fiscal, Prévisionnel.');
    // Intl's narrow no-break space (thousands) is drawn as a space; the no-break space before € is in WinAnsi.
    expect(letter.text).toContain('s’élèvent à 4 800,50\u00a0€ hors taxes (forfait)');
    expect(letter.text).toContain('La mission prend effet le 01/01/2026');
    expect(letter.text).toContain('Tacite reconduction : non.');
  });

  it('writes « [à compléter] » for what the file does not say yet, and answers 404 for an unknown client', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Sans Lettre', siret: null });
    const letter = await pdf(camille, `/api/compliance/${clientId}/letter.pdf`);
    expect(letter.text).toContain('et Sans Lettre ([à compléter]), SIRET [à compléter]');
    expect(letter.text).toContain('Tacite reconduction : oui.');
    expect((await pdf(camille, `/api/compliance/${MISSING_ID}/letter.pdf`)).status).toBe(404);
  });

  it('follows the template an admin saved', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Modèle Changé' });
    expect((await camille.get('/api/compliance/letter-template')).json).toEqual(DEFAULT_LETTER_TEMPLATE);
    const template = 'Lettre du cabinet Martin\nBonjour {{ raison_sociale }}, le {{date_du_jour}}.';
    expect(await alice.request('PUT', '/api/compliance/letter-template', { template })).toMatchObject({ status: 200, json: { template } });
    const letter = await pdf(camille, `/api/compliance/${clientId}/letter.pdf`);
    expect(letter.text).toMatch(/^Lettre du cabinet Martin Bonjour Modèle Changé, le \d{2}\/\d{2}\/\d{4}\./);
  });
});

describe('PUT /api/compliance/letter-template', () => {
  it('is for admins only, and refuses an unknown placeholder or an empty text in French, saving nothing', async () => {
    const before = (await camille.get('/api/compliance/letter-template')).json;
    expect(await camille.request('PUT', '/api/compliance/letter-template', { template: 'Autre' })).toMatchObject({ status: 403 });
    expect(await alice.request('PUT', '/api/compliance/letter-template', { template: 'Bonjour {{prenom}}' })).toMatchObject({
      status: 400,
      json: { error: { message: LETTER_MESSAGES.unknownPlaceholder('prenom') } },
    });
    expect(await alice.request('PUT', '/api/compliance/letter-template', { template: '   ' })).toMatchObject({ status: 400, json: { error: { message: LETTER_MESSAGES.required } } });
    expect((await camille.get('/api/compliance/letter-template')).json).toEqual(before);
  });
});

describe('GET /api/compliance/report.pdf', () => {
  it('is dated, made by the signed-in user, with the firm’s counters and a line per client', async () => {
    const report = await pdf(camille, '/api/compliance/report.pdf');
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toMatch(/^attachment; filename="controle-qualite-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(report.text).toMatch(/Établi le \d{2}\/\d{2}\/\d{4} à \d{2}h\d{2} par Camille Dupont/);
    expect(report.text).toContain('3 clients actifs, dont 3 avec au moins une lacune et 0 sans lacune.');
    expect(report.text).toContain('Lettre de mission absente : 2 Lettre non signée : 1');
    expect(report.text).toContain('Sans Lettre — Lettre de mission absente ; Vigilance non évaluée ; Identité non vérifiée');
    expect(report.text).toContain('Bœuf & Œufs — Lettre non signée');
  });
});
