import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { journalDirectWrites } from '../../testing/direct-writes.ts';
import { eq } from 'drizzle-orm';
import type { Software } from '../../../shared/software.ts';
import { clients, software } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestClient;
let adminId: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SEEDED = ['Pennylane', 'MyUnisoft', 'ACD', 'Cegid Loop', 'Sage', 'EBP', 'Quadra', 'Inqom', 'Tiime', 'Autre'];

async function list(): Promise<Software[]> {
  await journalDirectWrites(t.db, ['client']);
  const response = await admin.get('/api/software');
  expect(response.status).toBe(200);
  return (response.json as { software: Software[] }).software;
}

async function idOf(name: string): Promise<string> {
  const found = (await list()).find((s) => s.name === name);
  if (!found) throw new Error(`logiciel absent : ${name}`);
  return found.id;
}

async function addClients(softwareId: string | null, statuses: ('actif' | 'inactif' | 'prospect')[]) {
  await t.db.insert(clients).values(statuses.map((status, i) => ({ raisonSociale: `Client ${i}`, status, softwareId })));
}

beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn({ role: 'admin' });
  admin = signed.client;
  adminId = signed.user.id;
});
afterAll(() => t.close());

describe('GET /api/software', () => {
  it('needs a session', async () => {
    expect(await t.client().get('/api/software')).toMatchObject({
      status: 401,
      json: { error: { code: 'UNAUTHENTICATED' } },
    });
  });

  it('lists the software in display order, counting clients of every status', async () => {
    const sageId = await idOf('Sage');
    await addClients(sageId, ['actif', 'inactif', 'prospect']);
    await addClients(null, ['actif']);
    const rows = await list();
    expect(rows.map((s) => s.name)).toEqual(SEEDED);
    expect(rows.map((s) => s.displayOrder)).toEqual(SEEDED.map((_, i) => i + 1));
    expect(rows.find((s) => s.name === 'Sage')?.clientCount).toBe(3);
    expect(rows.find((s) => s.name === 'EBP')?.clientCount).toBe(0);
  });

  it('is readable by every role', async () => {
    for (const role of ['collaborateur', 'stagiaire'] as const) {
      const { client } = await t.signedIn({ role });
      expect((await client.get('/api/software')).status).toBe(200);
    }
  });
});

describe('POST /api/software', () => {
  it('adds a software at the end of the list, trimmed, recording who did it', async () => {
    const response = await admin.post('/api/software', { name: '  Fulll  ' });
    expect(response).toMatchObject({ status: 201, json: { name: 'Fulll', displayOrder: 11, clientCount: 0 } });
    const [row] = await t.db.select().from(software).where(eq(software.name, 'Fulll'));
    expect(row?.updatedBy).toBe(adminId);
    expect((await list()).at(-1)?.name).toBe('Fulll');
  });

  it('refuses a name already taken, whatever its case or accents’ case', async () => {
    for (const name of ['pennylane', 'SAGE', 'fulll']) {
      const response = await admin.post('/api/software', { name });
      expect(response).toMatchObject({
        status: 409,
        json: { error: { code: 'CONFLICT', message: 'Ce logiciel existe déjà' } },
      });
    }
    expect((await admin.post('/api/software', { name: 'Écrin Compta' })).status).toBe(201);
    expect((await admin.post('/api/software', { name: 'écrin compta' })).status).toBe(409);
  });

  it('lets only one of two simultaneous additions of the same name through', async () => {
    const responses = await Promise.all([
      admin.post('/api/software', { name: 'Axonaut' }),
      admin.post('/api/software', { name: 'AXONAUT' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const created = (await list()).filter((s) => s.name.toLowerCase() === 'axonaut');
    expect(created).toHaveLength(1);
    await admin.request('DELETE', `/api/software/${created[0]?.id}`);
  });

  it('refuses bad input in French, writing nothing', async () => {
    const before = await list();
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'Le nom du logiciel est requis'],
      [{}, 'Le nom du logiciel est requis'],
      [{ name: 42 }, 'Le nom du logiciel est requis'],
      [{ name: 'x'.repeat(200) }, 'Le nom du logiciel : 80 caractères au maximum'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/api/software', body);
      expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    }
    const unknownField = await admin.post('/api/software', { name: 'Nouveau', displayOrder: 1 });
    expect(unknownField).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "displayOrder"' } } });
    const malformed = await admin.post('/api/software', '{"name": ');
    expect(malformed).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect(await list()).toEqual(before);
  });
});

describe('PATCH /api/software/:id', () => {
  it('renames, keeping the order and the client count', async () => {
    const id = await idOf('Sage');
    const response = await admin.request('PATCH', `/api/software/${id}`, { name: 'Sage 100' });
    expect(response).toMatchObject({ status: 200, json: { id, name: 'Sage 100', displayOrder: 5, clientCount: 3 } });
    const [row] = await t.db.select().from(software).where(eq(software.id, id));
    expect(row?.updatedBy).toBe(adminId);
  });

  it('lets a software change the case of its own name', async () => {
    const id = await idOf('Sage 100');
    expect(await admin.request('PATCH', `/api/software/${id}`, { name: 'SAGE 100' })).toMatchObject({
      status: 200,
      json: { name: 'SAGE 100' },
    });
  });

  it('refuses a name another software has, an unknown id, a bad id and bad input', async () => {
    const id = await idOf('SAGE 100');
    expect(await admin.request('PATCH', `/api/software/${id}`, { name: 'ebp' })).toMatchObject({
      status: 409,
      json: { error: { message: 'Ce logiciel existe déjà' } },
    });
    expect(await admin.request('PATCH', `/api/software/${UNKNOWN_ID}`, { name: 'Neuf' })).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'Logiciel introuvable.' } },
    });
    expect(await admin.request('PATCH', '/api/software/pas-un-uuid', { name: 'Neuf' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Identifiant de logiciel invalide' } },
    });
    expect(await admin.request('PATCH', `/api/software/${id}`, { name: '' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Le nom du logiciel est requis', issues: [{ path: 'name' }] } },
    });
    expect(await admin.request('PATCH', `/api/software/${id}`, { name: 'A', extra: true })).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "extra"' } } });
    expect((await list()).find((s) => s.id === id)?.name).toBe('SAGE 100');
  });
});

describe('PUT /api/software/order', () => {
  it('saves the whole new order at once', async () => {
    const ids = (await list()).map((s) => s.id).reverse();
    const response = await admin.request('PUT', '/api/software/order', { ids });
    expect(response.status).toBe(200);
    const saved = (response.json as { software: Software[] }).software;
    expect(saved.map((s) => s.id)).toEqual(ids);
    expect(saved.map((s) => s.displayOrder)).toEqual(ids.map((_, i) => i + 1));
    expect((await list()).map((s) => s.id)).toEqual(ids);
    const rows = await t.db.select({ updatedBy: software.updatedBy }).from(software);
    expect(rows.every((row) => row.updatedBy === adminId)).toBe(true);
  });

  it('refuses a list that is not exactly the existing set, changing nothing', async () => {
    const before = await list();
    const ids = before.map((s) => s.id);
    const first = ids[0] ?? '';
    const notTheSet = { code: 'BAD_REQUEST', message: 'La liste doit contenir chaque logiciel une et une seule fois. Rechargez la page.' };
    const cases: [unknown, object][] = [
      [{ ids: ids.slice(1) }, notTheSet],
      [{ ids: [...ids.slice(1), ids[1]] }, notTheSet],
      [{ ids: [...ids, UNKNOWN_ID] }, notTheSet],
      [{ ids: [...ids.slice(1), UNKNOWN_ID] }, notTheSet],
      // zod's own French: the page always sends the whole list, so nobody reads these.
      [{ ids: [] }, { code: 'VALIDATION', message: 'Trop petit : tableau doit avoir >=1 éléments' }],
      [{ ids: [...ids.slice(1), 'pas-un-uuid'] }, { code: 'VALIDATION', message: 'UUID invalide' }],
      [{ ids: first }, { code: 'VALIDATION', message: 'Entrée invalide : tableau attendu, chaîne de caractères reçu' }],
      [{ ids, extra: 1 }, { code: 'VALIDATION', message: 'Clé non reconnue : "extra"' }],
    ];
    for (const [body, error] of cases) {
      expect(await admin.request('PUT', '/api/software/order', body), JSON.stringify(body)).toMatchObject({ status: 400, json: { error } });
    }
    expect(await list()).toEqual(before);
  });
});

describe('DELETE /api/software/:id', () => {
  it('deletes a software no client uses', async () => {
    const id = await idOf('Fulll');
    const response = await admin.request('DELETE', `/api/software/${id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await list()).some((s) => s.id === id)).toBe(false);
  });

  it('refuses while clients use it, saying how many', async () => {
    const id = await idOf('EBP');
    await addClients(id, ['actif', 'inactif']);
    const response = await admin.request('DELETE', `/api/software/${id}`);
    expect(response).toMatchObject({
      status: 409,
      json: {
        error: { code: 'CONFLICT', message: 'Ce logiciel est utilisé par 2 client(s) : impossible de le supprimer.' },
      },
    });
    expect((await list()).find((s) => s.id === id)?.clientCount).toBe(2);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await admin.request('DELETE', `/api/software/${UNKNOWN_ID}`)).toMatchObject({ status: 404 });
    expect(await admin.request('DELETE', '/api/software/123')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Identifiant de logiciel invalide', issues: [{ path: 'id' }] } },
    });
  });
});

describe('admin only', () => {
  it.each(['collaborateur', 'stagiaire'] as const)('refuses every write to a %s (403), writing nothing', async (role) => {
    const { client } = await t.signedIn({ role });
    const before = await list();
    const unused = before.find((s) => s.clientCount === 0);
    assert(unused, 'il faut un logiciel inutilisé');
    const attempts = [
      client.post('/api/software', { name: 'Interdit' }),
      client.request('PATCH', `/api/software/${unused.id}`, { name: 'Interdit' }),
      client.request('PUT', '/api/software/order', { ids: before.map((s) => s.id).reverse() }),
      client.request('DELETE', `/api/software/${unused.id}`),
      // Refused before the body is even read.
      client.post('/api/software', { name: '' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response).toMatchObject({
        status: 403,
        json: { error: { code: 'FORBIDDEN', message: 'Action réservée aux administrateurs.' } },
      });
    }
    expect(await list()).toEqual(before);
  });
});
