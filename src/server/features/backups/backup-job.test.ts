import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BackupRetention } from '../../../shared/backups.ts';
import { checkBackupFile } from '../../backup/backup-file.ts';
import { backups, clientDocuments, clients, firmSettings, jobRuns, mailOutbox, notifications } from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { runBackupLook } from './backup-job.ts';
import type { BackupServices } from './backup-run.ts';

const dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-job-'));
const folder = join(dir, 'sauvegardes');
let t: TestApp;
let adminIds: string[];
let collaboratorId: string;
const logged: { level: number; msg: string }[] = [];
const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) });

/** The job's services, with the folder and verification settings a test gives. */
function services(env: Record<string, string> = {}): BackupServices {
  return {
    database: t.database,
    env: parseEnv({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, BACKUP_DIR: folder, ...env }),
    logger,
    version: '1.0.0',
  };
}

const rows = () => t.db.select().from(backups).orderBy(backups.startedAt);
const bell = () => t.db.select({ userId: notifications.userId, kind: notifications.kind, title: notifications.title, body: notifications.body }).from(notifications);
const mails = () => t.db.select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox);

beforeAll(async () => {
  t = await createTestApp();
  const first = await t.createUser({ role: 'admin', email: 'alice@cabinet.test', fullName: 'Alice Admin' });
  const second = await t.createUser({ role: 'admin', email: 'bruno@cabinet.test', fullName: 'Bruno Admin' });
  adminIds = [first.id, second.id];
  collaboratorId = (await t.createUser({ role: 'collaborateur' })).id;
  await t.addClients(25);
  await t.addTasks(40);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(backups);
  await t.db.delete(jobRuns);
  await t.db.delete(notifications);
  await t.db.delete(mailOutbox);
  await t.db.delete(firmSettings);
  rmSync(folder, { recursive: true, force: true });
  logged.length = 0;
});

describe('the nightly backup', () => {
  it('starts a new installation’s schedule without a backup, then takes and verifies one once 02:00 Paris has passed', async () => {
    expect(await runBackupLook({ services: services(), now: new Date('2026-03-15T10:00:00Z') })).toBe('idle');
    expect(await rows()).toEqual([]);
    expect(await runBackupLook({ services: services(), now: new Date('2026-03-16T00:59:00Z') })).toBe('idle');
    expect(await runBackupLook({ services: services(), now: new Date('2026-03-16T01:00:00Z') })).toBe('verified');
    const [taken] = await rows();
    expect(taken).toMatchObject({ fileName: 'cabinet-2026-03-16-020000.jsonl.gz', trigger: 'schedule', status: 'verified', error: null });
    expect(taken?.tableCounts).toMatchObject({ clients: 25, tasks: 40, users: 3 });
    expect(existsSync(join(folder, 'cabinet-2026-03-16-020000.jsonl.gz'))).toBe(true);
    // Later the same night: already taken.
    expect(await runBackupLook({ services: services(), now: new Date('2026-03-16T03:00:00Z') })).toBe('idle');
    expect(await rows()).toHaveLength(1);
  });

  it('is taken by one instance when several look at once', async () => {
    await t.db.insert(jobRuns).values({ name: 'backups', doneFor: '2026-03-15' });
    const now = new Date('2026-03-16T01:00:00Z');
    const outcomes = await Promise.all([runBackupLook({ services: services(), now }), runBackupLook({ services: services(), now })]);
    expect(outcomes.filter((outcome) => outcome === 'verified')).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });

  it('removes older backups retention lets go only once the new one is verified', async () => {
    await t.db.insert(jobRuns).values({ name: 'backups', doneFor: '2026-03-15' });
    await writeRetentionSettings({ daily: 1, weekly: 0, monthly: 0 });
    await oldBackups();
    // The new backup cannot be verified: nothing goes.
    const unverified = services({ BACKUP_VERIFY_DATABASE_URL: t.database.url });
    expect(await runBackupLook({ services: unverified, now: new Date('2026-03-16T01:00:00Z') })).toBe('unverified');
    expect((await rows()).map((row) => row.fileName)).toEqual(['old-verified.jsonl.gz', 'old-failed.jsonl.gz', 'cabinet-2026-03-16-020000.jsonl.gz']);
    expect(existsSync(join(folder, 'old-verified.jsonl.gz'))).toBe(true);
    // The next night's is verified: the older ones go, files and rows; a file the server did not take stays.
    expect(await runBackupLook({ services: services(), now: new Date('2026-03-17T01:00:00Z') })).toBe('verified');
    expect((await rows()).map((row) => row.fileName)).toEqual(['cabinet-2026-03-17-020000.jsonl.gz']);
    expect(existsSync(join(folder, 'old-verified.jsonl.gz'))).toBe(false);
    expect(existsSync(join(folder, 'cabinet-2026-03-16-020000.jsonl.gz'))).toBe(false);
    expect(existsSync(join(folder, 'copie-manuelle.jsonl.gz'))).toBe(true);
  });
});

/** Two backups of the past (one verified, one failed) and a file someone copied into the folder. */
async function oldBackups() {
  await t.db.insert(backups).values([
    { fileName: 'old-verified.jsonl.gz', trigger: 'schedule', status: 'verified', startedAt: new Date('2026-03-01T01:00:00Z'), bytes: 10 },
    { fileName: 'old-failed.jsonl.gz', trigger: 'schedule', status: 'failed', startedAt: new Date('2026-03-02T01:00:00Z'), error: 'disque plein' },
  ]);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'old-verified.jsonl.gz'), 'ancienne');
  writeFileSync(join(folder, 'copie-manuelle.jsonl.gz'), 'copie');
}

async function writeRetentionSettings(retention: BackupRetention) {
  await t.db.insert(firmSettings).values({ key: 'backups.retention', value: retention }).onConflictDoUpdate({ target: firmSettings.key, set: { value: retention } });
}

describe('the clients’ documents in the nightly backup (issue 25)', () => {
  it('carries each file of DATA_DIR/documents, verified; one altered on disk fails the backup and the admins are told', async () => {
    const dataDir = join(dir, 'donnees');
    const documents = join(dataDir, 'documents');
    mkdirSync(documents, { recursive: true });
    const bytes = Buffer.from('%PDF-1.4 Kbis « Boulangerie »');
    const id = randomUUID();
    writeFileSync(join(documents, id), bytes);
    const [client] = await t.db.select({ id: clients.id }).from(clients).limit(1);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await t.db.insert(clientDocuments).values({ id, clientId: client?.id ?? '', kind: 'kbis', fileName: 'kbis.pdf', mediaType: 'application/pdf', size: bytes.byteLength, sha256, storageKey: id });
    try {
      // A new installation's first look only starts the schedule.
      expect(await runBackupLook({ services: services({ DATA_DIR: dataDir }), now: new Date('2026-03-15T10:00:00Z') })).toBe('idle');
      expect(await runBackupLook({ services: services({ DATA_DIR: dataDir }), now: new Date('2026-03-16T01:00:00Z') })).toBe('verified');
      expect((await checkBackupFile(join(folder, 'cabinet-2026-03-16-020000.jsonl.gz'))).documents).toBe(1);

      writeFileSync(join(documents, id), Buffer.from('%PDF-1.4 autre contenu'));
      expect(await runBackupLook({ services: services({ DATA_DIR: dataDir }), now: new Date('2026-03-17T01:00:00Z') })).toBe('failed');
      const [, failed] = await rows();
      expect(failed?.error).toBe(`Sauvegarde impossible : le document ${id} ne correspond plus à son empreinte (fichier modifié ou abîmé).`);
      expect((await bell()).map((line) => line.title)).toEqual(['Sauvegarde en échec', 'Sauvegarde en échec']);
    } finally {
      await t.db.delete(clientDocuments);
    }
  });
});

describe('a backup that goes wrong', () => {
  it('in a folder that cannot be written: a French error in the log, every admin told by the bell and by mail, the server goes on', async () => {
    const file = join(dir, 'un-fichier');
    writeFileSync(file, '');
    const unwritable = services({ BACKUP_DIR: join(file, 'sauvegardes') });
    await t.db.insert(backups).values({ fileName: 'cabinet-2026-03-16-143000.jsonl.gz', trigger: 'manual', status: 'pending' });
    expect(await runBackupLook({ services: unwritable, now: new Date('2026-03-16T13:30:00Z') })).toBe('failed');
    const [failed] = await rows();
    expect(failed?.error).toMatch(/^Dossier des sauvegardes non accessible en écriture : .*un-fichier\/sauvegardes \(ENOTDIR\)\. Vérifiez qu’il existe/);
    expect(logged.filter((line) => line.level === 50).map((line) => line.msg)).toEqual([`sauvegarde en échec : ${failed?.error}`]);
    const told = await bell();
    expect(told.map((row) => row.userId).sort()).toEqual([...adminIds].sort());
    expect(told.map((row) => row.userId)).not.toContain(collaboratorId);
    expect(told[0]).toMatchObject({ kind: 'backup_alert', title: 'Sauvegarde en échec', body: `cabinet-2026-03-16-143000.jsonl.gz : ${failed?.error}` });
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual(['alice@cabinet.test', 'bruno@cabinet.test']);
    expect(sent[0]).toMatchObject({ subject: 'Cabinet : Sauvegarde en échec', text: expect.stringContaining(`${TEST_ORIGIN}/settings?onglet=systeme`) });
    // The next looks tell nobody again about this backup.
    await runBackupLook({ services: unwritable, now: new Date('2026-03-16T13:31:00Z') });
    expect(await bell()).toHaveLength(2);
    // And the API still answers.
    const client = t.client();
    await client.signIn('alice@cabinet.test', 'motdepasse');
    expect((await client.get('/api/system/backups')).status).toBe(200);
  });

  it('that cannot be verified: kept as « non vérifiée », the admins told why', async () => {
    await t.db.insert(backups).values({ fileName: 'cabinet-2026-03-16-143000.jsonl.gz', trigger: 'manual', status: 'pending' });
    const own = services({ BACKUP_VERIFY_DATABASE_URL: t.database.url });
    expect(await runBackupLook({ services: own, now: new Date('2026-03-16T13:30:00Z') })).toBe('unverified');
    const [row] = await rows();
    expect(row?.error).toMatch(/^Vérification impossible : BACKUP_VERIFY_DATABASE_URL désigne la base de l’application elle-même/);
    expect(existsSync(join(folder, 'cabinet-2026-03-16-143000.jsonl.gz'))).toBe(true);
    expect((await bell()).map((alert) => alert.title)).toEqual(['Sauvegarde non vérifiée', 'Sauvegarde non vérifiée']);
  });

  it('left unfinished by a server that stopped: marked failed at the next look, the admins told', async () => {
    await t.db.insert(backups).values({ fileName: 'cabinet-2026-03-16-020000.jsonl.gz', trigger: 'schedule', status: 'verifying' });
    await t.db.insert(jobRuns).values({ name: 'backups', doneFor: '2026-03-16' });
    expect(await runBackupLook({ services: services(), now: new Date('2026-03-16T09:00:00Z') })).toBe('idle');
    expect((await rows())[0]).toMatchObject({ status: 'failed', error: 'Interrompue : le serveur s’est arrêté pendant la sauvegarde.' });
    expect(await bell()).toHaveLength(2);
  });

  it('none for 36 hours: every admin told once a day', async () => {
    await t.db.insert(jobRuns).values([
      { name: 'backups', doneFor: '2026-03-16' },
      { name: 'backups-since', doneFor: '2026-03-14T20:00:00.000Z' },
    ]);
    // 35 hours after the schedule started: nothing yet.
    expect(await runBackupLook({ services: services(), now: new Date('2026-03-16T07:00:00Z') })).toBe('idle');
    expect(await bell()).toEqual([]);
    await runBackupLook({ services: services(), now: new Date('2026-03-16T08:00:00Z') });
    await runBackupLook({ services: services(), now: new Date('2026-03-16T09:00:00Z') });
    const told = await bell();
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ title: 'Aucune sauvegarde depuis 36 heures', body: 'Aucune sauvegarde n’a été prise depuis la mise en service, le 14 mars 2026 à 21:00.' });
    expect((await mails()).map((mail) => mail.subject)).toEqual(['Cabinet : Aucune sauvegarde depuis 36 heures', 'Cabinet : Aucune sauvegarde depuis 36 heures']);
    // A verified backup 10 hours ago: all is well.
    await t.db.delete(notifications);
    await t.db.insert(backups).values({ fileName: 'recent.jsonl.gz', trigger: 'schedule', status: 'verified', startedAt: new Date('2026-03-17T01:00:00Z') });
    await t.db.update(jobRuns).set({ doneFor: '2026-03-17' }).where(eq(jobRuns.name, 'backups'));
    await runBackupLook({ services: services(), now: new Date('2026-03-17T11:00:00Z') });
    expect(await bell()).toEqual([]);
  });
});
