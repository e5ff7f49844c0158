import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { clientDocuments, clients } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';

// `npm run backup` and `npm run restore` as an operator runs them (issue 25): the documents of
// DATA_DIR/documents go into the file and come back into the new DATA_DIR/documents, identical.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cabinet-documents-commands-'));
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

function run(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/cli.mjs', command, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', AUTH_SECRET: 'secret-des-commandes-de-sauvegarde-0000', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run backup, then npm run restore', () => {
  it('carries every document into the new DATA_DIR/documents, identical by SHA-256', { timeout: 180_000 }, async () => {
    const source = await openTestDatabase();
    const target = await openTestDatabase({ blank: true });
    opened.push(source, target);
    const sourceData = join(dir, 'source');
    mkdirSync(join(sourceData, 'documents'), { recursive: true });
    const [client] = await source.db.insert(clients).values({ raisonSociale: 'Boulangerie Martin' }).returning({ id: clients.id });
    const files = new Map<string, Buffer>();
    for (const size of [10, 900_000]) {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
      const id = randomUUID();
      writeFileSync(join(sourceData, 'documents', id), bytes);
      files.set(id, bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await source.db.insert(clientDocuments).values({ id, clientId: client?.id ?? '', kind: 'identite', fileName: 'pièce.pdf', mediaType: 'application/pdf', size: bytes.byteLength, sha256, storageKey: id });
    }

    const file = join(dir, 'cabinet.jsonl.gz');
    const backup = run('backup', [file], { DATABASE_URL: source.url, DATA_DIR: sourceData });
    expect(backup.stdout, backup.stderr).toMatch(/2 documents/);
    expect(backup.status).toBe(0);

    const targetData = join(dir, 'cible');
    const restore = run('restore', [file], { DATABASE_URL: target.url, DATA_DIR: targetData });
    expect(restore.stdout, restore.stderr).toMatch(/2 documents \(empreintes vérifiées\)/);
    expect(restore.status).toBe(0);
    for (const [id, bytes] of files) expect(readFileSync(join(targetData, 'documents', id)).equals(bytes), id).toBe(true);
    expect((await target.db.select({ id: clientDocuments.id }).from(clientDocuments)).map((row) => row.id).sort()).toEqual([...files.keys()].sort());
  });
});
