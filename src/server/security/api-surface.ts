import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { TEST_ORIGIN, type TestApp, type TestClient } from '../testing/test-app.ts';

// The security suite reads the API's surface from what the server itself publishes and routes,
// so a route added tomorrow is checked without anyone editing these tests.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  anyOf?: JsonSchema[];
  default?: unknown;
};

type Parameter = { name: string; in: string; schema?: JsonSchema; required?: boolean };
type OperationObject = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, OperationObject>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: /api/clients/{id}. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  jsonBody?: JsonSchema;
  /** Other request body media types (the CSV import). */
  bodyTypes: string[];
  /** Media types of the success answers: text/csv marks an export. */
  answerTypes: string[];
};

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

export async function readOpenApi(t: TestApp): Promise<Operation[]> {
  const response = await t.client().get('/api/openapi.json');
  if (response.status !== 200) throw new Error(`/api/openapi.json: ${response.status}`);
  const doc = response.json as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        jsonBody: content['application/json']?.schema,
        bodyTypes: Object.keys(content).filter((type) => type !== 'application/json'),
        answerTypes: Object.entries(op.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .flatMap(([, answer]) => Object.keys(answer.content ?? {})),
      });
    }
  }
  return operations;
}

/**
 * Every (method, path) the Hono router actually serves under /api, in OpenAPI form. Catch-alls
 * and middleware show up with method ALL and a trailing '*'.
 */
export function routerRoutes(t: TestApp): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of t.app.routes) {
    if (!route.path.startsWith('/api')) continue;
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const entry = { method: route.method.toUpperCase(), path };
    seen.set(key(entry), entry);
  }
  return [...seen.values()];
}

/** A syntactically valid value for a path parameter nobody owns. */
export function sampleParam(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 2024);
  return `x${randomUUID().slice(0, 8)}`;
}

export function fillPath(path: string, values: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values(name)));
}

/** The operation's path with every parameter given a harmless valid-looking value. */
export function samplePath(op: Operation): string {
  const byName = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  return fillPath(op.path, (name) => {
    const parameter = byName.get(name);
    return parameter ? sampleParam(parameter) : randomUUID();
  });
}

export type Answer = { status: number; headers: Headers; text: string; json: unknown };

/**
 * One request straight to the app with the given cookie. A stream (server-sent events) is
 * closed as soon as its status is known instead of being read to its end.
 */
export async function send(
  t: TestApp,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { cookie, body } = options;
  const response = await t.app.request(path, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, text: '', json: undefined };
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A request of this operation's shape, with a body nobody would accept. */
export function probe(t: TestApp, cookie: string | undefined, method: string, path: string, headers: Record<string, string> = {}) {
  return send(t, method, path, { cookie, body: method === 'GET' || method === 'HEAD' ? undefined : {}, headers });
}

/**
 * One fingerprint per table of the public schema (new tables included), to prove a refused
 * request wrote nothing. Sessions and rate-limit counters move on reads and are left out.
 */
const VOLATILE_TABLES = new Set(['sessions', 'rate_limits', 'verifications']);

const fingerprintQueries = new WeakMap<Database, string>();

/** One query for every table, built once per database: the tables do not change during a test. */
async function fingerprintQuery(database: Database): Promise<string> {
  const cached = fingerprintQueries.get(database);
  if (cached) return cached;
  const tables = await database.pool.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const names = tables.rows.map((row) => row.name).filter((name) => !VOLATILE_TABLES.has(name) && !name.startsWith('__'));
  const query = names
    .map((name) => {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      return `SELECT '${name.replaceAll("'", "''")}' AS name, (SELECT count(*) || ':' || md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) FROM ${quoted} r) AS sum`;
    })
    .join(' UNION ALL ');
  fingerprintQueries.set(database, query);
  return query;
}

export async function tableFingerprints(database: Database): Promise<Record<string, string>> {
  const result = await database.pool.query<{ name: string; sum: string }>(await fingerprintQuery(database));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}

export type Role = 'admin' | 'collaborateur' | 'stagiaire';

export type RoleClients = {
  /** The session cookie header of each role, for send() and probe(). */
  cookies: Record<Role, string>;
  admin: TestClient;
  adminId: string;
  collaborateur: TestClient;
  collaborateurId: string;
  stagiaire: TestClient;
  stagiaireId: string;
};

/** One signed-in caller per role. */
export async function signInEveryRole(t: TestApp): Promise<RoleClients> {
  const signed = async (role: Role) => {
    const { user, client } = await t.signedIn({ email: `${role}-${randomUUID().slice(0, 8)}@cabinet.test`, role, fullName: `Compte ${role}` });
    return { client, id: user.id, cookie: client.cookieHeader() };
  };
  const admin = await signed('admin');
  const collaborateur = await signed('collaborateur');
  const stagiaire = await signed('stagiaire');
  return {
    cookies: { admin: admin.cookie, collaborateur: collaborateur.cookie, stagiaire: stagiaire.cookie },
    admin: admin.client,
    adminId: admin.id,
    collaborateur: collaborateur.client,
    collaborateurId: collaborateur.id,
    stagiaire: stagiaire.client,
    stagiaireId: stagiaire.id,
  };
}

/** 'cabinet.session_token=…' from a sign-in answer. */
export function sessionCookie(headers: Headers): string {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('cabinet.session_token='));
  if (!line) throw new Error('pas de cookie de session');
  return line.split(';')[0] ?? '';
}
