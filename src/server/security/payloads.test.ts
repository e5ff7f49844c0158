import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiret } from '../../shared/siret.ts';
import { clients, tasks, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createFixtures, fixturePath, type Fixtures } from './fixtures.ts';
import { key, readOpenApi, send, signInEveryRole, WRITE_METHODS, type Answer, type JsonSchema, type Operation, type RoleClients } from './api-surface.ts';

// Hostile text in every free-text field of every write endpoint (read from the OpenAPI
// document): stored exactly as given and given back exactly, as JSON text, or refused with 400
// when the field has rules (email, SIRET, length). Never a 500, never altered, never executed.
export const PAYLOADS = [
  "'); DROP TABLE clients;--",
  "Robert'); DELETE FROM users WHERE ('1'='1",
  '<img src=x onerror=alert(1)>',
  '<script>alert("xss")</script>',
  '"><svg onload=alert(document.cookie)>',
  '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}',
  'javascript:alert(1)',
  '\u202Egnp.exe\u202C Société',
  'zéro\u200Blargeur\u200D\uFEFFjoint',
  '🧾 Compta — « ça marche » ½ ß ı İ',
  'ligne 1\nligne 2\r\n\ttabulée',
  '%s %n %x \\ \\\\ \\u0000',
  '=HYPERLINK("http://evil.example","clic")',
  'Ω'.repeat(20_000),
];

// A NUL cannot be stored in PostgreSQL text: it must be refused cleanly, never a 500.
const NUL = 'avant\u0000après';

let t: TestApp;
let roles: RoleClients;
let operations: Operation[];
let fixtures: Fixtures;
/** The fixture template's stages: a template's body must name them (by id on a PUT, so its mission keeps its stage). */
let fixtureStages: { id: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  operations = await readOpenApi(t);
  fixtures = await createFixtures(roles.admin);
  const { templates } = (await roles.admin.get('/api/mission-templates')).json as { templates: { id: string; stages: { id: string }[] }[] };
  fixtureStages = templates.find((template) => template.id === fixtures.missionTemplate)?.stages ?? [];
});
afterAll(() => t.close());

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : [schema.type]);

/** Free text: a string with no enum, no format and no pattern. */
function isText(schema: JsonSchema): boolean {
  return typeOf(schema).includes('string') && !schema.enum && !schema.format && !schema.pattern && !schema.anyOf;
}

function textFields(op: Operation): string[] {
  return Object.entries(op.jsonBody?.properties ?? {})
    .filter(([, schema]) => isText(schema))
    .map(([name]) => name);
}

let unique = 0;
/** The least body the schema needs, each required field with an ordinary value. */
function baseBody(op: Operation): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const schema = op.jsonBody ?? {};
  for (const name of schema.required ?? []) {
    const field = schema.properties?.[name] ?? {};
    unique += 1;
    // A template's body is the fixture's (a ponctuelle one): its kind cannot change once a mission uses it.
    if (name === 'kind' && op.path.startsWith('/api/mission-templates')) body[name] = 'ponctuelle';
    else if (name === 'stages') body[name] = op.method === 'PUT' ? fixtureStages : fixtureStages.map(({ id: _id, ...stage }) => stage);
    else if (field.enum?.length) body[name] = field.enum.find((value) => value !== null);
    else if (field.format === 'uuid') body[name] = name === 'clientId' ? fixtures.client : name === 'softwareId' ? fixtures.software : fixtures.user;
    else if (field.format === 'date-time') body[name] = '2026-03-31T09:00:00.000Z';
    else if (field.pattern) body[name] = '2026-03-31';
    else if (typeOf(field).includes('integer')) body[name] = 2000 + (unique % 100);
    // A selection of clients (bulk writes, reminders): the fixture's client, so the text is written.
    else if (typeOf(field).includes('array')) body[name] = name === 'clientIds' ? [fixtures.client] : name === 'missionIds' ? [fixtures.mission] : [];
    else if (/email/i.test(name)) body[name] = `charge-${unique}@cabinet.test`;
    else if (/password/i.test(name)) body[name] = 'motdepasse';
    else body[name] = `Texte ordinaire ${unique}`;
  }
  // A bulk change of missions writes its waiting reason with « en attente client » only.
  if (op.path === '/api/missions/bulk') body.status = 'en_attente_client';
  return body;
}

/** Every string found anywhere in a JSON answer. */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, found);
  return found;
}

/** A GET that shows what the write wrote: the same path, else the nearest collection above it. */
function readBackPath(op: Operation, path: string): string | undefined {
  const gets = new Set(operations.filter((candidate) => candidate.method === 'GET').map((candidate) => candidate.path));
  const templates = op.path.split('/');
  const concrete = path.split('/');
  for (let length = templates.length; length > 2; length--) {
    if (gets.has(templates.slice(0, length).join('/'))) return concrete.slice(0, length).join('/');
  }
  return undefined;
}

const writesWithText = () => operations.filter((op) => WRITE_METHODS.has(op.method) && textFields(op).length > 0);

describe('hostile text in every text field', () => {
  it('finds the text fields of the write endpoints', () => {
    const fields = writesWithText().flatMap((op) => textFields(op).map((field) => `${key(op)} ${field}`));
    expect(fields).toEqual(
      expect.arrayContaining([
        'POST /api/clients raisonSociale',
        'PATCH /api/clients/{id} adresse',
        'POST /api/tasks title',
        'PUT /api/tasks/{id} description',
        'POST /api/bank-changes newBankName',
        'PATCH /api/profile fullName',
      ]),
    );
  });

  it('is stored and given back exactly, or refused with 400, on every endpoint', { timeout: 180_000 }, async () => {
    const [before] = await t.db.select({ n: count() }).from(clients);
    const outcomes: string[] = [];
    const refusals: { label: string; json: unknown }[] = [];
    for (const op of writesWithText()) {
      // First-run setup accepts one request in a database's life: covered below on its own.
      if (op.path === '/api/setup') continue;
      const path = fixturePath(op, fixtures);
      expect(path, `pas de donnée de test pour ${op.path}`).toBeDefined();
      if (!path) continue;
      const [firstField = ''] = textFields(op);
      const ordinary = { ...baseBody(op), [firstField]: `Texte ordinaire ${++unique}` };
      const plain = await send(t, op.method, path, { cookie: roles.cookies.admin, body: ordinary });
      expect(plain.status, `corps de base refusé : ${key(op)} ${plain.text}`).toBeLessThan(300);

      for (const field of textFields(op)) {
        for (const payload of [...PAYLOADS, NUL]) {
          let body = { ...baseBody(op), [field]: payload };
          let answer: Answer = await send(t, op.method, path, { cookie: roles.cookies.admin, body });
          const label = `${key(op)} ${field}=${JSON.stringify(payload.slice(0, 40))} → ${answer.status} ${answer.text.slice(0, 200)}`;
          expect(answer.status, label).toBeLessThan(500);
          expect(answer.headers.get('content-type') ?? 'application/json', label).not.toMatch(/html/);
          if (answer.status === 409) {
            // A unique name already taken by the same payload on another endpoint.
            body = { ...body, [field]: `${payload} ${++unique}` };
            answer = await send(t, op.method, path, { cookie: roles.cookies.admin, body });
          }
          const given = body[field] as string;
          if (answer.status === 400) {
            refusals.push({ label, json: answer.json });
            outcomes.push(`${key(op)} ${field}: 400`);
            continue;
          }
          expect(answer.status, label).toBeLessThan(300);
          // A password is only hashed, never stored nor shown.
          if (/password/i.test(field)) continue;
          expect(payload, `${label} : un NUL ne peut pas être stocké, il doit être refusé`).not.toBe(NUL);
          const readPath = readBackPath(op, path);
          const shown = answer.status === 204 || !strings(answer.json).includes(given) ? readPath && (await roles.admin.get(readPath)).json : answer.json;
          expect(strings(shown).includes(given), `${label} : valeur non rendue telle quelle (relue par ${readPath})`).toBe(true);
          outcomes.push(`${key(op)} ${field}: stocké`);
        }
      }
    }
    expect(outcomes.filter((outcome) => outcome.endsWith('stocké')).length).toBeGreaterThan(50);
    // A refusal says why, as a validation error with its message.
    for (const { label, json } of refusals) expect(json, label).toMatchObject({ error: { code: 'VALIDATION', message: expect.stringMatching(/\S/) } });
    // The SQL payloads ran nowhere: the tables they name are still there and still full.
    const [after] = await t.db.select({ n: count() }).from(clients);
    expect(after?.n).toBeGreaterThanOrEqual(before?.n ?? 0);
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBeGreaterThan(0);
    expect((await t.db.select({ n: count() }).from(tasks))[0]?.n).toBeGreaterThan(0);
  });

  it('comes back from the lists and searches as the same text', async () => {
    const payload = '<img src=x onerror=alert(1)> {{7*7}}';
    const created = await roles.collaborateur.post('/api/clients', { raisonSociale: payload, ville: "'); DROP TABLE clients;--" });
    expect(created.status).toBe(201);
    const list = await roles.collaborateur.get('/api/clients');
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.headers.get('x-content-type-options')).toBe('nosniff');
    expect(strings(list.json)).toEqual(expect.arrayContaining([payload, "'); DROP TABLE clients;--"]));
    const search = await roles.collaborateur.get(`/api/search?q=${encodeURIComponent("'); DROP TABLE clients;--")}`);
    expect(search.status).toBeLessThan(500);
    const injected = await roles.collaborateur.get(`/api/clients?search=${encodeURIComponent("' OR '1'='1")}`);
    expect(injected.status).toBeLessThan(500);
  });

  it('arrive unchanged through the CSV import', async () => {
    const importable = PAYLOADS.filter((payload) => payload.length <= 200 && !/^[=+\-@]/.test(payload));
    const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
    const siret = (i: number) => buildSiret({ sirenBody: String(73_282_900 + i), nicBody: '0001' });
    const rows = importable.map((payload, i) => [payload, siret(i), `Ville ${i}`, payload].map(quote).join(';'));
    const csv = ['Raison Sociale;SIRET;Ville;Adresse', ...rows].join('\r\n');
    const response = await send(t, 'POST', '/api/clients/import?update=false', {
      cookie: roles.cookies.collaborateur,
      body: csv,
      headers: { 'content-type': 'text/csv', 'x-file-name': 'clients.csv' },
    });
    expect(response.status, response.text).toBe(200);
    const last = JSON.parse(response.text.trim().split('\n').at(-1) ?? '{}') as { type?: string };
    expect(last.type, response.text).toBe('result');
    const listed = strings((await roles.collaborateur.get('/api/clients')).json);
    for (const payload of importable) expect(listed.filter((value) => value === payload).length, JSON.stringify(payload)).toBeGreaterThanOrEqual(2);
  });

  it('first-run setup stores a hostile name as given', async () => {
    const fresh = await createTestApp();
    try {
      const fullName = '<script>alert(1)</script> {{7*7}}';
      const client = fresh.client();
      const response = await client.post('/api/setup', { fullName, email: 'premier@cabinet.test', password: 'motdepasse' });
      expect(response.status).toBeLessThan(300);
      await client.signIn('premier@cabinet.test', 'motdepasse');
      expect((await client.get('/api/me')).json).toMatchObject({ fullName });
    } finally {
      await fresh.close();
    }
  });
});
