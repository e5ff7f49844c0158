import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { noteSchema, type Note } from '../../../shared/client-sheet.ts';
import { activityLog, notes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestClient;
let camille: TestClient;
let benoit: TestClient;
let stagiaire: TestClient;
let camilleId: string;
let clientId: string;

const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn({ email: 'alice@cabinet.test', fullName: 'Alice Admin', role: 'admin' })).client;
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont', role: 'collaborateur' }));
  benoit = (await t.signedIn({ email: 'benoit@cabinet.test', fullName: 'Benoît Leroy', role: 'collaborateur' })).client;
  stagiaire = (await t.signedIn({ email: 'sam@cabinet.test', fullName: 'Sam Stagiaire', role: 'stagiaire' })).client;
  clientId = await t.insertClient({ siret: null });
});
afterAll(() => t.close());

const post = (body: unknown, id = clientId, client = camille) => client.post(`/api/clients/${id}/notes`, body);
const remove = (id: string, client = camille) => client.request('DELETE', `/api/notes/${id}`);
const storedNotes = () => t.db.select().from(notes).where(eq(notes.clientId, clientId));
const noteJournal = (noteId: string) =>
  t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'note'), eq(activityLog.entityId, noteId)));
const systemNotes = async () => ((await admin.get('/api/system')).json as { counts: { notes: number } }).counts.notes;

async function create(body: string, client = camille): Promise<Note> {
  const response = await post({ body }, clientId, client);
  expect(response.status).toBe(201);
  return response.json as Note;
}

describe('POST /api/clients/:id/notes', () => {
  it('saves the trimmed text with its author and date, journals it, and the Système count goes up', async () => {
    const before = await systemNotes();
    const response = await post({ body: '  Appeler le gérant\nau sujet du bilan.  ' });
    expect(response.status).toBe(201);
    expect(noteSchema.safeParse(response.json).success).toBe(true);
    const note = response.json as Note;
    expect(note).toMatchObject({ clientId, body: 'Appeler le gérant\nau sujet du bilan.', authorId: camilleId, authorName: 'Camille Dupont' });
    expect(Date.now() - Date.parse(note.createdAt)).toBeLessThan(60_000);
    expect(await noteJournal(note.id)).toMatchObject([
      { userId: camilleId, userName: 'Camille Dupont', clientId, action: 'create', field: 'body', newValue: 'Appeler le gérant\nau sujet du bilan.' },
    ]);
    expect(await systemNotes()).toBe(before + 1);
  });

  it('lists the notes newest first, on the notes route and on the sheet', async () => {
    const older = await create('Relancer pour les relevés');
    const newer = await create('Relevés reçus', benoit);
    const listed = ((await camille.get(`/api/clients/${clientId}/notes`)).json as { notes: Note[] }).notes;
    expect(listed.slice(0, 2).map((note) => note.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toMatchObject({ authorName: 'Benoît Leroy' });
    const sheet = (await camille.get(`/api/clients/${clientId}/sheet`)).json as { notes: Note[] };
    expect(sheet.notes.slice(0, 2).map((note) => note.id)).toEqual([newer.id, older.id]);
  });

  it('lets a stagiaire write a note', async () => {
    expect((await create('Vu avec le client', stagiaire)).authorName).toBe('Sam Stagiaire');
  });

  it('accepts 5,000 characters and refuses 5,001, blank text or a missing body, writing nothing', async () => {
    expect((await post({ body: 'é'.repeat(5000) })).status).toBe(201);
    const count = (await storedNotes()).length;
    const journal = (await t.db.select().from(activityLog)).length;
    expect(await post({ body: 'x'.repeat(5001) })).toMatchObject({ status: 400, json: { error: { message: 'La note : 5 000 caractères au maximum' } } });
    for (const body of [{ body: '' }, { body: '   \n\t ' }, {}, { body: null }]) {
      expect(await post(body)).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'La note est vide' } } });
    }
    expect(await post({ body: 42 })).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'La note est vide', issues: [{ path: 'body' }] } } });
    expect(await post({ body: 'ok', extra: true })).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "extra"' } } });
    expect(await camille.request('POST', `/api/clients/${clientId}/notes`, '{"body":')).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect((await storedNotes()).length).toBe(count);
    expect((await t.db.select().from(activityLog)).length).toBe(journal);
  });

  it('answers 404 in French for an unknown client and 400 for a bad identifier, writing nothing', async () => {
    const journal = (await t.db.select().from(activityLog)).length;
    expect(await post({ body: 'Perdue' }, missingId)).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } } });
    expect(await post({ body: 'Perdue' }, 'abc')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de client invalide' } } });
    expect(await camille.get(`/api/clients/${missingId}/notes`)).toMatchObject({ status: 404 });
    expect((await t.db.select().from(activityLog)).length).toBe(journal);
  });

  it('needs a session', async () => {
    expect((await post({ body: 'Anonyme' }, clientId, t.client())).status).toBe(401);
    expect((await t.client().get(`/api/clients/${clientId}/notes`)).status).toBe(401);
  });
});

describe('DELETE /api/notes/:id', () => {
  it('lets the author delete their note, journalling the deleted text', async () => {
    const note = await create('À supprimer');
    expect(await remove(note.id)).toMatchObject({ status: 204, text: '' });
    expect((await storedNotes()).some((row) => row.id === note.id)).toBe(false);
    expect(await noteJournal(note.id)).toMatchObject([
      { action: 'create', newValue: 'À supprimer' },
      { action: 'delete', userName: 'Camille Dupont', clientId, field: 'body', oldValue: 'À supprimer' },
    ]);
  });

  it("refuses another collaborator or a stagiaire (403), and lets an admin delete anyone's note", async () => {
    const note = await create('Note de Camille');
    for (const client of [benoit, stagiaire]) {
      expect(await remove(note.id, client)).toMatchObject({
        status: 403,
        json: { error: { code: 'FORBIDDEN', message: "Seul l'auteur de la note ou un administrateur peut la supprimer." } },
      });
    }
    expect((await storedNotes()).some((row) => row.id === note.id)).toBe(true);
    expect((await noteJournal(note.id)).map((row) => row.action)).toEqual(['create']);
    expect((await remove(note.id, admin)).status).toBe(204);
    expect((await noteJournal(note.id)).at(-1)).toMatchObject({ action: 'delete', userName: 'Alice Admin' });
  });

  it('answers 404 for an unknown note, 400 for a bad identifier, 401 without a session', async () => {
    expect(await remove(missingId)).toMatchObject({ status: 404, json: { error: { message: 'Note introuvable.' } } });
    expect(await remove('abc')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de note invalide' } } });
    const note = await create('Reste là');
    expect((await remove(note.id, t.client())).status).toBe(401);
  });
});
