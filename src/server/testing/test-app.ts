import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { createLogger, type Logger } from '../logger.ts';
import { openTestDatabase } from './test-database.ts';
import { createUserWithPassword, type NewUser } from '../auth/users.ts';
import { clientCollaborators, clients, tasks } from '../db/schema/index.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The whole API on a fresh database, with mails captured instead of sent. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: { mailer?: Mailer; database?: Database; logger?: Logger } = {},
) {
  const database: Database = options.database ?? (await openTestDatabase());
  const sent: Mail[] = [];
  const mailer: Mailer = options.mailer ?? { describe: () => 'test', send: async (mail) => void sent.push(mail) };
  // A private DATA_DIR unless the test names one: what the app writes there (clients' documents) never lands in the project's ./data.
  const dataDir = envOverrides.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'cabinet-test-data-'));
  const env = parseEnv({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ...(dataDir ? { DATA_DIR: dataDir } : {}), ...envOverrides });
  const app = createApp({
    database,
    env,
    logger: options.logger ?? createLogger('silent'),
    mailer,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    version: '1.0.0',
  });
  const createUser = (input: Partial<NewUser> = {}) =>
    createUserWithPassword(database.db, {
      email: input.email ?? `user-${Math.random().toString(36).slice(2)}@cabinet.test`,
      fullName: input.fullName ?? 'Camille Dupont',
      role: input.role ?? 'collaborateur',
      password: input.password ?? 'motdepasse',
    });
  /** `count` clients « Client 1 », « Client 2 »…, with `values` on each and `collaborators` on every one; their ids in that order. */
  const addClients = async (count: number, values: ClientValues = {}, { collaborators = [] }: ClientLinks = {}): Promise<string[]> => {
    const rows = await database.db
      .insert(clients)
      .values(Array.from({ length: count }, (_, i) => ({ raisonSociale: `Client ${i + 1}`, ...values })))
      .returning({ id: clients.id });
    const links = rows.flatMap((row) => collaborators.map((collaboratorId) => ({ clientId: row.id, collaboratorId })));
    if (links.length) await database.db.insert(clientCollaborators).values(links);
    return rows.map((row) => row.id);
  };
  /** `count` tasks « Tâche 1 », « Tâche 2 »…, with `values` on each; their ids in that order. */
  const addTasks = async (count: number, values: TaskValues = {}): Promise<string[]> => {
    const rows = await database.db
      .insert(tasks)
      .values(Array.from({ length: count }, (_, i) => ({ title: `Tâche ${i + 1}`, ...values })))
      .returning({ id: tasks.id });
    return rows.map((row) => row.id);
  };
  return {
    app,
    database,
    db: database.db,
    sentMails: sent,
    client: () => new TestClient(app),
    createUser,
    /**
     * A user (createUser's defaults unless `input` says otherwise) and a caller signed in as them:
     * for tests about what a signed-in user may do, not about signing in.
     */
    signedIn: async (input: Partial<NewUser> = {}) => {
      const password = input.password ?? 'motdepasse';
      const user = await createUser({ ...input, password });
      const client = new TestClient(app);
      await client.signIn(user.email, password);
      return { user, client };
    },
    addClients,
    /** One client, « Boulangerie Martin » with a valid SIRET unless `values` say otherwise; its id. */
    insertClient: async (values: ClientValues = {}, links: ClientLinks = {}): Promise<string> => {
      const [id] = await addClients(1, { raisonSociale: 'Boulangerie Martin', siret: '73282932000074', ...values }, links);
      if (!id) throw new Error('insertion impossible');
      return id;
    },
    addTasks,
    /** One task, « Déclaration de TVA » unless `values` say otherwise; its id. */
    insertTask: async (values: TaskValues = {}): Promise<string> => {
      const [id] = await addTasks(1, { title: 'Déclaration de TVA', ...values });
      if (!id) throw new Error('insertion impossible');
      return id;
    },
    close: async () => {
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type ClientValues = Partial<typeof clients.$inferInsert>;
type TaskValues = Partial<typeof tasks.$inferInsert>;
/** The users who follow the inserted clients (client_collaborators). */
type ClientLinks = { collaborators?: readonly string[] };

type Fetchable = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** A caller with its own cookie jar, as a browser tab would be. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: Fetchable) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const response = await this.app.request(path, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0/i.test(line) || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  }

  /** The jar as a `cookie` header, for a test that calls the app without this client (a streamed download). */
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers);

  async signIn(email: string, password: string) {
    const response = await this.post('/api/auth/sign-in/email', { email, password });
    if (response.status !== 200) throw new Error(`connexion refusée: ${response.status} ${response.text}`);
    return response;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
