import { afterAll, describe, expect, it } from 'vitest';
import type { ClientSheet } from '../../../shared/client-sheet.ts';
import { clientDocuments, clientKyc, engagementLetters } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// Issue 25: the client sheet's « Conformité » section: level, next review, letter status, documents count.

const { t, camille } = await createSignedInApp();
afterAll(() => t.close());

const sheetOf = async (id: string): Promise<ClientSheet> => {
  const response = await camille.get(`/api/clients/${id}/sheet`);
  expect(response.status, response.text).toBe(200);
  return response.json as ClientSheet;
};

describe('the client sheet’s Conformité section', () => {
  it('says nothing is recorded for a new client', async () => {
    const id = await t.insertClient({ raisonSociale: 'Nouveau SARL' });
    expect((await sheetOf(id)).compliance).toEqual({ vigilance: null, nextReviewAt: null, engagementStatus: null, documentsCount: 0 });
  });

  it('reads the level, the next review, the letter’s status and the documents kept', async () => {
    const id = await t.insertClient({ raisonSociale: 'Suivi SAS' });
    await t.db.insert(clientKyc).values({ clientId: id, vigilance: 'renforcee', assessedAt: '2026-01-10', nextReviewAt: '2027-01-10' });
    await t.db.insert(engagementLetters).values({ clientId: id, status: 'envoyee' });
    await t.db.insert(clientDocuments).values([
      { clientId: id, kind: 'kbis', fileName: 'kbis.pdf', mediaType: 'application/pdf', size: 10, sha256: 'a', storageKey: `${id}-1` },
      { clientId: id, kind: 'identite', fileName: 'cni.png', mediaType: 'image/png', size: 10, sha256: 'b', storageKey: `${id}-2` },
    ]);
    expect((await sheetOf(id)).compliance).toEqual({ vigilance: 'renforcee', nextReviewAt: '2027-01-10', engagementStatus: 'envoyee', documentsCount: 2 });
  });
});
