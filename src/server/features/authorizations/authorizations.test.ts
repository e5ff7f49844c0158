import { afterAll, describe, expect, it } from 'vitest';
import { journalDirectWrites } from '../../testing/direct-writes.ts';
import { and, eq } from 'drizzle-orm';
import { authorizationRowSchema, historyEntrySchema, type AuthorizationRow, type HistoryEntry } from '../../../shared/authorizations.ts';
import { activityLog, clientAuthorizations } from '../../db/schema/index.ts';
import { createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

const put = (kind: string, clientId: string, body: unknown) => camille.request('PUT', `/api/authorizations/${kind}/${clientId}`, body);
const rowsOf = async (kind: string) => {
  await journalDirectWrites(t.db, ['client', 'authorization']);
  const response = await camille.get(`/api/authorizations/${kind}`);
  expect(response.status).toBe(200);
  return (response.json as { rows: AuthorizationRow[] }).rows;
};
const stored = (clientId: string, kind: 'impots' | 'urssaf' | 'bank_urssaf' | 'bank_ebics') =>
  t.db
    .select()
    .from(clientAuthorizations)
    .where(and(eq(clientAuthorizations.clientId, clientId), eq(clientAuthorizations.kind, kind)));

describe('GET /api/authorizations/:kind', () => {
  it('lists active clients only, by raison sociale, a_faire without a record', async () => {
    const zebre = await t.insertClient({ raisonSociale: 'Zèbre Conseil' });
    const atelier = await t.insertClient({ raisonSociale: 'Atelier Dubois', siret: null });
    await t.insertClient({ raisonSociale: 'Ancien Client', status: 'inactif' });
    await t.insertClient({ raisonSociale: 'Futur Client', status: 'prospect' });
    await t.db.insert(clientAuthorizations).values({ clientId: zebre, kind: 'impots', status: 'ok_client', authorizationDate: '2025-03-15' });

    const rows = (await rowsOf('impots')).filter((row) => [zebre, atelier].includes(row.clientId) || /Client$/.test(row.raisonSociale));
    expect(rows.map((row) => row.raisonSociale)).toEqual(['Atelier Dubois', 'Zèbre Conseil']);
    expect(rows[0]).toEqual({ clientId: atelier, raisonSociale: 'Atelier Dubois', siret: null, status: 'a_faire', authorizationDate: null, updatedAt: null });
    expect(rows[1]).toMatchObject({ clientId: zebre, status: 'ok_client', authorizationDate: '2025-03-15' });
    expect(rows[1]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    for (const row of rows) expect(authorizationRowSchema.safeParse(row).success).toBe(true);
    // The record of another kind does not leak into this tab.
    expect((await rowsOf('urssaf')).find((row) => row.clientId === zebre)).toMatchObject({ status: 'a_faire', authorizationDate: null });
  });

  it('hides clients whose URSSAF habilitation is pas_necessaire from the bank URSSAF tab only', async () => {
    const hidden = await t.insertClient();
    const shown = await t.insertClient();
    await t.db.insert(clientAuthorizations).values([
      { clientId: hidden, kind: 'urssaf', status: 'pas_necessaire' },
      { clientId: shown, kind: 'urssaf', status: 'en_cours' },
    ]);
    const bankUrssaf = (await rowsOf('bank_urssaf')).map((row) => row.clientId);
    expect(bankUrssaf).toContain(shown);
    expect(bankUrssaf).not.toContain(hidden);
    for (const kind of ['impots', 'urssaf', 'bank_ebics', 'bank_impot']) {
      expect((await rowsOf(kind)).map((row) => row.clientId)).toContain(hidden);
    }
  });

  it('sends only the rows of ?clients= (a live patch), without a validator; an inactive or hidden client is absent', async () => {
    const kept = await t.insertClient({ raisonSociale: 'Garage Martin' });
    const other = await t.insertClient({ raisonSociale: 'Hôtel du Port' });
    const inactive = await t.insertClient({ raisonSociale: 'Ancien Garage', status: 'inactif' });
    const hidden = await t.insertClient();
    await t.db.insert(clientAuthorizations).values({ clientId: hidden, kind: 'urssaf', status: 'pas_necessaire' });
    await journalDirectWrites(t.db, ['client', 'authorization']);
    const response = await camille.get(`/api/authorizations/bank_urssaf?clients=${kept},${inactive},${hidden},${kept}`);
    expect(response.status).toBe(200);
    expect((response.json as { rows: AuthorizationRow[] }).rows.map((row) => row.clientId)).toEqual([kept]);
    expect(response.headers.get('etag')).toBeNull();
    expect((await rowsOf('bank_urssaf')).map((row) => row.clientId)).toEqual(expect.arrayContaining([kept, other]));
  });

  it('refuses ?clients= that are not client ids, or more than 20, in French', async () => {
    expect(await camille.get('/api/authorizations/impots?clients=abc')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'clients : identifiants de clients séparés par des virgules' } },
    });
    const many = Array.from({ length: 21 }, (_, index) => `0f0e0d0c-0b0a-4909-8807-0605040302${String(index).padStart(2, '0')}`).join(',');
    expect(await camille.get(`/api/authorizations/impots?clients=${many}`)).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'clients : 20 identifiants au plus' } },
    });
  });

  it('refuses an unknown kind in French', async () => {
    const response = await camille.get('/api/authorizations/tva');
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: "Type d'habilitation inconnu" } } });
  });

  it('needs a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/authorizations/impots')).status).toBe(401);
    expect((await anonymous.request('PUT', `/api/authorizations/impots/${MISSING_ID}`, { status: 'ok_client' })).status).toBe(401);
    expect((await anonymous.get(`/api/authorizations/impots/${MISSING_ID}/history`)).status).toBe(401);
  });
});

describe('PUT /api/authorizations/:kind/:clientId', () => {
  it('creates the record on the first change, then updates it, keeping what is not given', async () => {
    const id = await t.insertClient({ raisonSociale: 'Boulangerie Martin' });

    const first = await put('impots', id, { status: 'en_cours' });
    expect(first).toMatchObject({ status: 200, json: { clientId: id, raisonSociale: 'Boulangerie Martin', status: 'en_cours', authorizationDate: null } });
    expect(authorizationRowSchema.safeParse(first.json).success).toBe(true);

    expect((await put('impots', id, { authorizationDate: '2025-03-15' })).json).toMatchObject({ status: 'en_cours', authorizationDate: '2025-03-15' });
    expect((await put('impots', id, { status: 'ok_client' })).json).toMatchObject({ status: 'ok_client', authorizationDate: '2025-03-15' });
    // Clearing the date keeps the status (SPEC §5).
    expect((await put('impots', id, { authorizationDate: null })).json).toMatchObject({ status: 'ok_client', authorizationDate: null });

    const rows = await stored(id, 'impots');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'ok_client', authorizationDate: null, updatedBy: camilleId });
  });

  it('creates the record as a_faire when only a date is set, stored as AAAA-MM-JJ', async () => {
    const id = await t.insertClient();
    const response = await put('bank_ebics', id, { authorizationDate: '2024-02-29' });
    expect(response).toMatchObject({ status: 200, json: { status: 'a_faire', authorizationDate: '2024-02-29' } });
    const [row] = await stored(id, 'bank_ebics');
    expect(row).toMatchObject({ status: 'a_faire', authorizationDate: '2024-02-29' });
    const [{ text } = { text: '' }] = (
      await t.database.pool.query<{ text: string }>(
        `SELECT authorization_date::text AS text FROM client_authorizations WHERE client_id = $1 AND kind = 'bank_ebics'`,
        [id],
      )
    ).rows;
    expect(text).toBe('2024-02-29');
  });

  it('sets the bank URSSAF mandate to pas_necessaire with the URSSAF habilitation, in one transaction', async () => {
    const id = await t.insertClient();
    await t.db.insert(clientAuthorizations).values({ clientId: id, kind: 'bank_urssaf', status: 'en_cours', authorizationDate: '2024-01-10' });

    const response = await put('urssaf', id, { status: 'pas_necessaire' });
    expect(response).toMatchObject({ status: 200, json: { status: 'pas_necessaire' } });
    // The bank mandate follows, keeping its date; the client leaves the bank URSSAF tab.
    expect((await stored(id, 'bank_urssaf'))[0]).toMatchObject({ status: 'pas_necessaire', authorizationDate: '2024-01-10', updatedBy: camilleId });
    expect((await rowsOf('bank_urssaf')).map((row) => row.clientId)).not.toContain(id);

    const journal = await t.db.select().from(activityLog).where(eq(activityLog.clientId, id));
    expect(journal.map((entry) => [entry.entityId, entry.field, entry.oldValue, entry.newValue]).sort()).toEqual([
      [`${id}:bank_urssaf`, 'status', 'en_cours', 'pas_necessaire'],
      [`${id}:urssaf`, 'status', 'a_faire', 'pas_necessaire'],
    ]);
    // Same transaction, same transaction time.
    expect(new Set(journal.map((entry) => entry.at.getTime())).size).toBe(1);
  });

  it('creates the bank URSSAF mandate when absent, and leaves it alone for other statuses and kinds', async () => {
    const id = await t.insertClient();
    await put('urssaf', id, { status: 'pas_necessaire' });
    expect((await stored(id, 'bank_urssaf'))[0]).toMatchObject({ status: 'pas_necessaire', authorizationDate: null });

    const other = await t.insertClient();
    await put('urssaf', other, { status: 'ok_client' });
    await put('impots', other, { status: 'pas_necessaire' });
    expect(await stored(other, 'bank_urssaf')).toEqual([]);
  });

  it('leaves one row and no error when 20 people change the same cell at once, each journaled exactly', async () => {
    const id = await t.insertClient();
    const statuses = ['a_faire', 'en_cours', 'ok_client', 'pas_necessaire'] as const;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put('impots', id, { status: statuses[i % 4], authorizationDate: `2025-01-${String(i + 1).padStart(2, '0')}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const rows = await stored(id, 'impots');
    expect(rows).toHaveLength(1);

    // Writers took turns: each entry's old value is the previous one's new value.
    const dates = await t.db
      .select({ oldValue: activityLog.oldValue, newValue: activityLog.newValue })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, `${id}:impots`), eq(activityLog.field, 'authorizationDate')))
      .orderBy(activityLog.id);
    expect(dates).toHaveLength(20);
    expect(dates[0]?.oldValue).toBeNull();
    for (let i = 1; i < dates.length; i++) expect(dates[i]?.oldValue).toBe(dates[i - 1]?.newValue);
    expect(dates.at(-1)?.newValue).toBe(rows[0]?.authorizationDate);
  });

  it('refuses unknown statuses, bad dates, empty and unknown fields, and writes nothing', async () => {
    const id = await t.insertClient();
    const cases: [unknown, string][] = [
      [{ status: 'valide' }, 'Statut inconnu'],
      [{ authorizationDate: '31/02/2025' }, 'Date invalide (AAAA-MM-JJ attendu)'],
      [{ authorizationDate: '2025-02-31' }, 'Date invalide'],
      [{}, 'Aucun champ à modifier'],
    ];
    for (const [body, message] of cases) {
      expect(await put('impots', id, body)).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    }
    expect(await put('impots', id, { status: 'ok_client', updatedBy: MISSING_ID })).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "updatedBy"' } } });
    expect(await put('impots', id, '{"status":')).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect((await put('tva', id, { status: 'ok_client' })).json).toMatchObject({ error: { message: "Type d'habilitation inconnu" } });
    expect((await put('impots', '123', { status: 'ok_client' })).json).toMatchObject({ error: { message: 'Identifiant de client invalide' } });
    expect(await stored(id, 'impots')).toEqual([]);
  });

  it('refuses a missing client (404) and an inactive one (400), in French', async () => {
    expect(await put('impots', MISSING_ID, { status: 'ok_client' })).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } },
    });
    const inactive = await t.insertClient({ status: 'inactif' });
    expect(await put('impots', inactive, { status: 'ok_client' })).toMatchObject({
      status: 400,
      json: { error: { message: "Ce client n'est pas actif." } },
    });
    expect(await stored(inactive, 'impots')).toEqual([]);
  });
});

describe('GET /api/authorizations/:kind/:clientId/history', () => {
  it('says who changed what, when, newest first', async () => {
    const id = await t.insertClient();
    const { client: benoit } = await t.signedIn({ email: 'benoit@cabinet.test', fullName: 'Benoît Leroy' });

    await put('impots', id, { status: 'en_cours' });
    await benoit.request('PUT', `/api/authorizations/impots/${id}`, { status: 'ok_client', authorizationDate: '2025-03-15' });
    await put('impots', id, { status: 'ok_client' }); // no change, no entry

    const response = await camille.get(`/api/authorizations/impots/${id}/history`);
    expect(response.status).toBe(200);
    const entries = (response.json as { entries: HistoryEntry[] }).entries;
    for (const entry of entries) expect(historyEntrySchema.safeParse(entry).success).toBe(true);
    expect(entries.map(({ userName, field, oldValue, newValue }) => ({ userName, field, oldValue, newValue }))).toEqual([
      { userName: 'Benoît Leroy', field: 'authorizationDate', oldValue: null, newValue: '2025-03-15' },
      { userName: 'Benoît Leroy', field: 'status', oldValue: 'en_cours', newValue: 'ok_client' },
      { userName: 'Camille Dupont', field: 'status', oldValue: 'a_faire', newValue: 'en_cours' },
    ]);
    expect(Math.abs(Date.parse(entries[0]?.at ?? '') - Date.now())).toBeLessThan(60_000);
    // Another kind of the same client has its own history.
    expect((await camille.get(`/api/authorizations/urssaf/${id}/history`)).json).toEqual({ entries: [] });
  });

  it('refuses an unknown kind or a malformed client id in French', async () => {
    const id = await t.insertClient();
    expect(await camille.get(`/api/authorizations/cfe/${id}/history`)).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: "Type d'habilitation inconnu", issues: [{ path: 'kind' }] } },
    });
    expect(await camille.get('/api/authorizations/impots/abc/history')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Identifiant de client invalide', issues: [{ path: 'clientId' }] } },
    });
  });
});
