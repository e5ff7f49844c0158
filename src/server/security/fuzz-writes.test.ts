import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createFixtures, FIXTURE_BY_SEGMENT, type Fixtures } from './fixtures.ts';
import { NO_VALID_WRITE, validWrite } from './valid-writes.ts';
import {
  key,
  readOpenApi,
  send,
  signInEveryRole,
  tableFingerprints,
  WRITE_METHODS,
  type JsonSchema,
  type Operation,
  type RoleClients,
} from './api-surface.ts';

// Property: whatever body and path a signed-in admin sends to a write endpoint, the answer is
// never a 5xx, and a refused request (4xx) leaves every table as it was. Endpoints come from
// the OpenAPI document, so a new one is fuzzed without editing this file.
// Deterministic by default; FUZZ_SEED=<n> replays another run, FUZZ_RUNS=<n> goes longer.
// fast-check prints the seed and the shrunk counterexample on failure.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
let roles: RoleClients;
let writes: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  // DELETEs last, so the others still find the shared fixtures alive.
  writes = (await readOpenApi(t))
    .filter((op) => WRITE_METHODS.has(op.method))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
});
afterAll(() => t.close());

/** A path parameter: most often the real fixture or a valid value, sometimes garbage. */
function paramArbitrary(op: Operation, name: string, fixtures: Fixtures): fc.Arbitrary<string> {
  const schema = op.parameters.find((p) => p.name === name && p.in === 'path')?.schema ?? {};
  const segments = op.path.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  const fixtureName = name === 'id' ? FIXTURE_BY_SEGMENT[before] : name === 'clientId' ? 'client' : name === 'userId' ? 'user' : undefined;
  const fixture = fixtureName ? fixtures[fixtureName] : undefined;
  const garbage = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('0', '-1', '1e309', 'NaN', '..', '%00', "' OR 1=1 --", 'null', '00000000-0000-0000-0000-000000000000', 'x'.repeat(600)),
    fc.integer().map(String),
  );
  const valid: fc.Arbitrary<string>[] = [];
  if (fixture) valid.push(fc.constant(fixture));
  if (schema.enum?.length) valid.push(fc.constantFrom(...schema.enum.map(String)));
  if (schema.type === 'integer') valid.push(fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 3000 }).map(String));
  return valid.length ? fc.oneof({ arbitrary: fc.oneof(...valid), weight: 3 }, { arbitrary: garbage, weight: 1 }) : garbage;
}

function pathArbitrary(op: Operation, fixtures: Fixtures): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (!names.length) return fc.constant(op.path);
  return fc
    .tuple(...names.map((name) => paramArbitrary(op, name, fixtures)))
    .map((values) => names.reduce((path, name, i) => path.replace(`{${name}}`, encodeURIComponent(values[i] ?? '')), op.path));
}

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202Eevil\u202C',
  '\u200B',
  "'); DROP TABLE clients;--",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '9999-99-99',
  '2025-02-30',
  '0000-00-00',
  '2025-13-01T25:61:00Z',
  'NaN',
  '-0',
  '1e309',
  '\uD800',
  'x'.repeat(10_001),
  'é'.repeat(300),
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyStrings,
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, [], {}, 1e308, -1, 0, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A value the schema would accept, more or less: enum members, in-range numbers, short strings. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(plausible));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) {
    return fc.tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 31 })).map(
      ([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    );
  }
  if (type === 'integer') return fc.integer({ min: (schema.minimum ?? 0) - 2, max: (schema.maximum ?? 3000) + 2 });
  if (type === 'number') return fc.double();
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(schema.items ? plausible(schema.items) : fc.string(), { maxLength: 4 });
  if (type === 'object') return schemaBody(schema);
  const text = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  return fc.oneof({ arbitrary: text, weight: 3 }, { arbitrary: nastyStrings, weight: 1 });
}

/** Bodies shaped like the request schema, each field plausible, wrong, or missing, plus stray fields. */
function schemaBody(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    properties.map(([name, property]) => [
      name,
      fc.option(fc.oneof({ arbitrary: plausible(property), weight: 2 }, { arbitrary: wrongValue, weight: 1 }), { nil: undefined }),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.option(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })))
    .map(([body, extra]) => {
      const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      return extra ? { ...defined, ...extra } : defined;
    });
}

type FuzzRequest = { path: string; body: unknown; raw?: string; headers: Record<string, string> };

function requestArbitrary(op: Operation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const path = pathArbitrary(op, fixtures);
  const bodies: fc.Arbitrary<Omit<FuzzRequest, 'path'>>[] = [
    fc.jsonValue({ maxDepth: 3 }).map((body) => ({ body, headers: {} })),
    fc.string({ maxLength: 60 }).map((raw) => ({ body: undefined, raw, headers: { 'content-type': 'application/json' } })),
  ];
  if (op.jsonBody) {
    const shaped = schemaBody(op.jsonBody).map((body) => ({ body, headers: {} }));
    bodies.push(shaped, shaped);
  }
  for (const type of op.bodyTypes) {
    bodies.push(
      fc
        .tuple(fc.string({ maxLength: 300 }), fc.oneof(fc.constant('clients.csv'), fc.string({ maxLength: 20 })))
        .map(([raw, fileName]) => ({ body: undefined, raw, headers: { 'content-type': type, 'x-file-name': encodeURIComponent(fileName) } })),
    );
  }
  return fc.tuple(path, fc.oneof(...bodies)).map(([p, body]) => ({ path: p, ...body }));
}

describe('fuzzing every write endpoint', () => {
  // The control case: each route accepts a valid request from the same admin on the same kind of
  // fixtures, so the fuzzing's refusals come from its inputs, not from a route it cannot reach.
  it('accepts a valid request on every write endpoint', { timeout: 300_000 }, async () => {
    for (const op of writes.filter((candidate) => !(key(candidate) in NO_VALID_WRITE))) {
      const fixtures = await createFixtures(roles.admin);
      const request = await validWrite(op, fixtures, { admin: roles.admin, colleague: roles.collaborateur, adminId: roles.adminId });
      const answer = await send(t, op.method, request.path, { cookie: roles.cookies.admin, body: request.raw ?? request.body, headers: request.headers });
      expect(answer.status, `${key(op)} ${request.path} → ${answer.text.slice(0, 300)}`).toBeLessThan(300);
    }
  });

  it('finds the write endpoints in the OpenAPI document', () => {
    expect(writes.length).toBeGreaterThan(25);
    expect(writes.map(key)).toEqual(expect.arrayContaining(['POST /api/clients', 'PUT /api/tasks/{id}', 'DELETE /api/software/{id}']));
  });

  it('never answers 5xx, and a refused request writes nothing', { timeout: 600_000 }, async () => {
    const started = Date.now();
    const statuses = new Map<number, number>();
    for (const op of writes) {
      const fixtures = await createFixtures(roles.admin);
      let baseline = await tableFingerprints(t.database);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, fixtures), async (request) => {
          const answer = await send(t, op.method, request.path, {
            cookie: roles.cookies.admin,
            body: request.raw ?? request.body,
            headers: request.headers,
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const label = `${op.method} ${request.path} → ${answer.status} ${answer.text.slice(0, 300)}`;
          expect(answer.status, label).toBeLessThan(500);
          const after = await tableFingerprints(t.database);
          // A refused request leaves every table as it was; an accepted one may change them.
          expect(after, `écriture malgré le refus : ${label}`).toEqual(answer.status >= 400 ? baseline : after);
          baseline = after;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    const spread = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    console.warn(`fuzz : ${writes.length} routes × ${RUNS} requêtes en ${Date.now() - started} ms (graine ${SEED}) : ${spread}`);
  });
});
