import { afterAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankChangeListWithProgressSchema, bankChangeRowSchema, type BankChangeListWithProgress, type BankChangeRow } from '../../../shared/bank-changes.ts';
import { activityLog, bankChanges, clients } from '../../db/schema/index.ts';
import { createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

const create = async (clientId: string, newBankName = 'Crédit Agricole') => {
  const response = await camille.post('/api/bank-changes', { clientId, newBankName });
  expect(response.status).toBe(201);
  return response.json as BankChangeRow;
};
const patch = (id: string, body: unknown) => camille.request('PATCH', `/api/bank-changes/${id}`, body);
const journalOf = (id: string) => t.db.select().from(activityLog).where(eq(activityLog.entityId, id)).orderBy(activityLog.id);

describe('POST /api/bank-changes', () => {
  it("creates a change with four steps to do, named after the client's raison sociale", async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Garage du Port' });
    const response = await camille.post('/api/bank-changes', { clientId, newBankName: '  Banque Populaire ' });
    expect(response.status).toBe(201);
    const row = response.json as BankChangeRow;
    expect(bankChangeRowSchema.safeParse(row).success).toBe(true);
    expect(row).toMatchObject({
      clientId,
      clientName: 'Garage du Port',
      newBankName: 'Banque Populaire',
      prelevementCabinetStatus: 'a_faire',
      impotStatus: 'a_faire',
      chargesSocialesStatus: 'a_faire',
      ebicsStatus: 'a_faire',
    });
    expect(row.changeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [stored] = await t.db.select().from(bankChanges).where(eq(bankChanges.id, row.id));
    expect(stored).toMatchObject({ createdBy: camilleId, updatedBy: camilleId });
    expect(await journalOf(row.id)).toMatchObject([{ entity: 'bank_change', action: 'create', userName: 'Camille Dupont', newValue: 'Banque Populaire', clientId }]);
  });

  it('dates the change on the Paris calendar: at 23:30 UTC it is already the next day', async () => {
    const late = new Date();
    late.setUTCHours(23, 30, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: late });
    try {
      const row = await create(await t.insertClient({ raisonSociale: 'Fromagerie Nocturne', siret: null }));
      expect(row.changeDate).toBe(new Date(late.getTime() + 86_400_000).toISOString().slice(0, 10));
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for both fields: 'Veuillez remplir tous les champs'", async () => {
    const clientId = await t.insertClient();
    for (const body of [{}, { clientId }, { newBankName: 'BNP Paribas' }, { clientId, newBankName: '   ' }, { clientId: '', newBankName: 'BNP Paribas' }]) {
      expect(await camille.post('/api/bank-changes', body)).toMatchObject({
        status: 400,
        json: { error: { code: 'VALIDATION', message: 'Veuillez remplir tous les champs' } },
      });
    }
    expect(await t.db.select().from(bankChanges).where(eq(bankChanges.clientId, clientId))).toEqual([]);
  });

  it('refuses a missing (404) or inactive (400) client', async () => {
    expect(await camille.post('/api/bank-changes', { clientId: MISSING_ID, newBankName: 'BNP Paribas' })).toMatchObject({
      status: 404,
      json: { error: { message: 'Client introuvable.' } },
    });
    const inactive = await t.insertClient({ status: 'inactif' });
    expect(await camille.post('/api/bank-changes', { clientId: inactive, newBankName: 'BNP Paribas' })).toMatchObject({
      status: 400,
      json: { error: { message: "Ce client n'est pas actif." } },
    });
  });
});

describe('GET /api/bank-changes', () => {
  it('lists changes newest first and counts those not done (not all four steps termine)', async () => {
    await t.db.delete(bankChanges);
    const clientId = await t.insertClient();
    const done = await create(clientId, 'BNP Paribas');
    const started = await create(clientId, 'LCL');
    const fresh = await create(clientId, 'Société Générale');
    await t.db
      .update(bankChanges)
      .set({ prelevementCabinetStatus: 'termine', impotStatus: 'termine', chargesSocialesStatus: 'termine', ebicsStatus: 'termine' })
      .where(eq(bankChanges.id, done.id));
    await t.db.update(bankChanges).set({ prelevementCabinetStatus: 'termine', impotStatus: 'termine', chargesSocialesStatus: 'termine', ebicsStatus: 'en_cours' }).where(eq(bankChanges.id, started.id));

    const response = await camille.get('/api/bank-changes');
    expect(response.status).toBe(200);
    const list = response.json as BankChangeListWithProgress;
    expect(bankChangeListWithProgressSchema.safeParse(list).success).toBe(true);
    expect(list.changes.map((change) => change.newBankName)).toEqual(['Société Générale', 'LCL', 'BNP Paribas']);
    expect(list.changes[0]?.id).toBe(fresh.id);
    expect(list.inProgress).toBe(2);
  });

  it('keeps a change when its client is deleted, under the name it had', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Ferme des Saules' });
    const change = await create(clientId);
    await t.db.delete(clients).where(eq(clients.id, clientId));
    const list = (await camille.get('/api/bank-changes')).json as BankChangeListWithProgress;
    expect(list.changes.find((row) => row.id === change.id)).toMatchObject({ clientId: null, clientName: 'Ferme des Saules' });
  });

  it('needs a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/bank-changes')).status).toBe(401);
    expect((await anonymous.post('/api/bank-changes', { clientId: MISSING_ID, newBankName: 'LCL' })).status).toBe(401);
    expect((await anonymous.request('PATCH', `/api/bank-changes/${MISSING_ID}`, { impotStatus: 'termine' })).status).toBe(401);
    expect((await anonymous.request('DELETE', `/api/bank-changes/${MISSING_ID}`)).status).toBe(401);
  });
});

describe('PATCH /api/bank-changes/:id', () => {
  it('changes any step freely and journals each changed field', async () => {
    const change = await create(await t.insertClient());
    const first = await patch(change.id, { impotStatus: 'termine', ebicsStatus: 'en_cours' });
    expect(first).toMatchObject({ status: 200, json: { id: change.id, impotStatus: 'termine', ebicsStatus: 'en_cours', prelevementCabinetStatus: 'a_faire' } });
    expect((await patch(change.id, { impotStatus: 'a_faire' })).json).toMatchObject({ impotStatus: 'a_faire', ebicsStatus: 'en_cours' });
    const updates = (await journalOf(change.id)).filter((entry) => entry.action === 'update');
    expect(updates.map(({ field, oldValue, newValue }) => [field, oldValue, newValue])).toEqual([
      ['impotStatus', 'a_faire', 'termine'],
      ['ebicsStatus', 'a_faire', 'en_cours'],
      ['impotStatus', 'termine', 'a_faire'],
    ]);
  });

  it('refuses unknown statuses and fields, empty changes and unknown ids', async () => {
    const change = await create(await t.insertClient());
    expect(await patch(change.id, { impotStatus: 'ok_client' })).toMatchObject({ status: 400, json: { error: { message: 'Statut inconnu' } } });
    expect(await patch(change.id, {})).toMatchObject({ status: 400, json: { error: { message: 'Aucun champ à modifier' } } });
    // The new bank is set at creation only.
    expect(await patch(change.id, { newBankName: 'LCL' })).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "newBankName"' } } });
    expect(await patch(MISSING_ID, { impotStatus: 'termine' })).toMatchObject({ status: 404, json: { error: { message: 'Changement de banque introuvable.' } } });
    expect(await patch('123', { impotStatus: 'termine' })).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de changement invalide' } } });
    const [stored] = await t.db.select().from(bankChanges).where(eq(bankChanges.id, change.id));
    expect(stored).toMatchObject({ impotStatus: 'a_faire', newBankName: 'Crédit Agricole' });
  });
});

describe('DELETE /api/bank-changes/:id', () => {
  it('deletes the change and journals it; a second delete is a 404', async () => {
    const change = await create(await t.insertClient());
    expect((await camille.request('DELETE', `/api/bank-changes/${change.id}`)).status).toBe(204);
    expect(await t.db.select().from(bankChanges).where(eq(bankChanges.id, change.id))).toEqual([]);
    expect((await journalOf(change.id)).at(-1)).toMatchObject({ action: 'delete', oldValue: 'Crédit Agricole', userId: camilleId });
    expect((await camille.request('DELETE', `/api/bank-changes/${change.id}`)).status).toBe(404);
  });
});
