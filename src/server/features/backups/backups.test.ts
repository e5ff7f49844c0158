import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, backups } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../../testing/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'cabinet-backups-api-'));
const folder = join(dir, 'sauvegardes');
let t: TestApp;
let admin: TestClient;
let adminId: string;
let collaborator: TestClient;

beforeAll(async () => {
  t = await createTestApp({ BACKUP_DIR: folder });
  const signed = await t.signedIn({ role: 'admin', fullName: 'Alice Admin' });
  admin = signed.client;
  adminId = signed.user.id;
  collaborator = (await t.signedIn({ role: 'collaborateur' })).client;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(backups);
  rmSync(folder, { recursive: true, force: true });
});

const journal = (action: 'create' | 'download') =>
  t.db
    .select({ userId: activityLog.userId, entityId: activityLog.entityId })
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'backup'), eq(activityLog.action, action)));

/** A backup file of `content` in the folder, and its row when the server took it. */
async function backupFile(fileName: string, content: string, row?: Partial<typeof backups.$inferInsert>) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, fileName), content);
  if (row) await t.db.insert(backups).values({ fileName, trigger: 'schedule', status: 'verified', ...row });
}

/** GET a download as a browser does, reading the raw bytes. */
async function download(client: TestClient, fileName: string) {
  const response = await t.app.request(`/api/system/backups/files/${fileName}`, { headers: { cookie: client.cookieHeader(), origin: TEST_ORIGIN } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/system/backups', () => {
  it('before the first backup: none, the next at 02:00 Paris, the folder and the default settings', async () => {
    const response = await admin.get('/api/system/backups');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ last: null, folder, backups: [], settings: { time: '02:00', retention: { daily: 7, weekly: 4, monthly: 12 } } });
    const nextAt = new Date((response.json as { nextAt: string }).nextAt);
    expect(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(nextAt)).toBe('02:00');
    expect(nextAt.getTime() - Date.now()).toBeGreaterThan(0);
    expect(nextAt.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
  });

  it('lists the server’s backups and the folder’s other files, newest first, with size, status and whether it can be downloaded', async () => {
    await backupFile('cabinet-2026-03-16-020000.jsonl.gz', 'nuit du 16', { startedAt: new Date('2026-03-16T01:00:00Z'), bytes: 10 });
    await t.db.insert(backups).values({
      fileName: 'cabinet-2026-03-17-020000.jsonl.gz',
      trigger: 'schedule',
      status: 'failed',
      startedAt: new Date('2026-03-17T01:00:00Z'),
      error: 'Dossier des sauvegardes non accessible en écriture',
    });
    await backupFile('copie.jsonl.gz', 'une copie faite à la main');
    const response = await admin.get('/api/system/backups');
    const { backups: list, last } = response.json as { backups: { fileName: string }[]; last: unknown };
    expect(list.map((row) => row.fileName)).toEqual(['copie.jsonl.gz', 'cabinet-2026-03-17-020000.jsonl.gz', 'cabinet-2026-03-16-020000.jsonl.gz']);
    expect(list[1]).toEqual({
      fileName: 'cabinet-2026-03-17-020000.jsonl.gz',
      takenAt: '2026-03-17T01:00:00.000Z',
      bytes: null,
      status: 'failed',
      trigger: 'schedule',
      error: 'Dossier des sauvegardes non accessible en écriture',
      downloadable: false,
    });
    expect(list[2]).toMatchObject({ status: 'verified', bytes: 10, trigger: 'schedule', downloadable: true });
    expect(list[0]).toMatchObject({ status: 'unverified', trigger: 'command', bytes: 26, downloadable: true });
    expect(last).toEqual(list[0]);
  });

  it('is for admins only', async () => {
    expect((await collaborator.get('/api/system/backups')).status).toBe(403);
    expect((await t.client().get('/api/system/backups')).status).toBe(401);
  });
});

describe('POST /api/system/backups (« Sauvegarder maintenant »)', () => {
  it('records the backup asked for, journals who asked, and refuses a second while the first is under way', async () => {
    const response = await admin.post('/api/system/backups');
    expect(response.status).toBe(202);
    const { fileName } = response.json as { fileName: string };
    expect(response.json).toEqual({ fileName: expect.stringMatching(/^cabinet-\d{4}-\d{2}-\d{2}-\d{6}\.jsonl\.gz$/), message: 'Sauvegarde lancée' });
    expect(await t.db.select({ status: backups.status, trigger: backups.trigger, requestedBy: backups.requestedBy }).from(backups)).toEqual([
      { status: 'pending', trigger: 'manual', requestedBy: adminId },
    ]);
    expect(await journal('create')).toContainEqual({ userId: adminId, entityId: fileName });
    const again = await admin.post('/api/system/backups');
    expect(again).toMatchObject({ status: 409, json: { error: { code: 'CONFLICT', message: 'Une sauvegarde est déjà en cours.' } } });
    expect(await t.db.select().from(backups)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    expect((await collaborator.post('/api/system/backups')).status).toBe(403);
    expect(await t.db.select().from(backups)).toEqual([]);
  });
});

describe('GET /api/system/backups/files/{fileName}', () => {
  it('sends the file to an admin and journals the download', async () => {
    await backupFile('cabinet-2026-03-16-020000.jsonl.gz', 'contenu de la sauvegarde', { startedAt: new Date('2026-03-16T01:00:00Z') });
    const before = (await journal('download')).length;
    const response = await download(admin, 'cabinet-2026-03-16-020000.jsonl.gz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cabinet-2026-03-16-020000.jsonl.gz"');
    expect(response.body.equals(readFileSync(join(folder, 'cabinet-2026-03-16-020000.jsonl.gz')))).toBe(true);
    const entries = await journal('download');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toEqual({ userId: adminId, entityId: 'cabinet-2026-03-16-020000.jsonl.gz' });
    // The Journal tab reads it in French.
    const page = await admin.get('/api/activity?entity=backup');
    expect(JSON.stringify(page.json)).toContain('"action":"download"');
  });

  it('refuses others (403), strangers (401), and journals nothing for them', async () => {
    await backupFile('cabinet-2026-03-16-020000.jsonl.gz', 'contenu', { startedAt: new Date('2026-03-16T01:00:00Z') });
    const before = (await journal('download')).length;
    expect((await download(collaborator, 'cabinet-2026-03-16-020000.jsonl.gz')).status).toBe(403);
    expect((await download(t.client(), 'cabinet-2026-03-16-020000.jsonl.gz')).status).toBe(401);
    expect(await journal('download')).toHaveLength(before);
  });

  it('finds only complete backups of the folder, never a path: 404 or 400 in French', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(dir, 'secret.jsonl.gz'), 'hors du dossier');
    writeFileSync(join(folder, 'en-cours.jsonl.gz.partiel'), 'à moitié écrite');
    expect(await admin.get('/api/system/backups/files/absente.jsonl.gz')).toMatchObject({ status: 404, json: { error: { message: 'Sauvegarde introuvable.' } } });
    expect((await admin.get('/api/system/backups/files/en-cours.jsonl.gz.partiel')).status).toBe(400);
    const traversal = await admin.get('/api/system/backups/files/..%2Fsecret.jsonl.gz');
    expect(traversal).toMatchObject({ status: 400, json: { error: { message: expect.stringContaining('Sauvegarde introuvable sur ce serveur.') } } });
  });
});

describe('PUT /api/system/backups/settings', () => {
  it('saves the time and the retention, which the overview then shows', async () => {
    const settings = { time: '23:30', retention: { daily: 10, weekly: 6, monthly: 24 } };
    expect(await admin.request('PUT', '/api/system/backups/settings', settings)).toMatchObject({ status: 200, json: settings });
    expect((await admin.get('/api/system/backups')).json).toMatchObject({ settings });
  });

  it('refuses a bad time or count in French, and saves nothing', async () => {
    const before = (await admin.get('/api/system/backups/settings')).json;
    const badTime = await admin.request('PUT', '/api/system/backups/settings', { time: '25:00', retention: { daily: 7, weekly: 4, monthly: 12 } });
    expect(badTime).toMatchObject({ status: 400, json: { error: { message: expect.stringContaining('Heure invalide (HH:MM attendu, par exemple 02:00)') } } });
    const badDaily = await admin.request('PUT', '/api/system/backups/settings', { time: '02:00', retention: { daily: 0, weekly: 4, monthly: 12 } });
    expect(badDaily).toMatchObject({ status: 400, json: { error: { message: expect.stringContaining('Sauvegardes quotidiennes gardées : un nombre entier entre 1 et 366') } } });
    expect((await admin.get('/api/system/backups/settings')).json).toEqual(before);
    expect((await collaborator.request('PUT', '/api/system/backups/settings', before)).status).toBe(403);
  });
});
