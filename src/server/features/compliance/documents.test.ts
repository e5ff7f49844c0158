import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '../../../shared/compliance/documents.ts';
import { activityLog, clientDocuments } from '../../db/schema/index.ts';
import { MISSING_ID } from '../../testing/signed-in-app.ts';
import { createTestApp, TEST_ORIGIN, type TestClient } from '../../testing/test-app.ts';

// Alice administers the firm, Camille is a collaboratrice, Sam a stagiaire.
const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-documents-'));
const folder = join(dataDir, 'documents');
const t = await createTestApp({ DATA_DIR: dataDir });
const { client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' });
const { client: alice } = await t.signedIn({ email: 'alice@cabinet.test', fullName: 'Alice Martin', role: 'admin' });
const { client: sam, user: samUser } = await t.signedIn({ email: 'sam@cabinet.test', fullName: 'Sam Petit', role: 'stagiaire' });
const clientId = await t.insertClient();
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function form(bytes: Uint8Array<ArrayBuffer>, fileName: string, kind = 'kbis', type = 'application/pdf') {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', new File([bytes], fileName, { type }));
  return body;
}

async function send(caller: TestClient | null, method: string, path: string, body?: BodyInit) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (caller) headers.cookie = caller.cookieHeader();
  const response = await t.app.request(path, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

const upload = (caller: TestClient | null, body: BodyInit, id = clientId) => send(caller, 'POST', `/api/clients/${id}/documents`, body);
const filesOnDisk = () => {
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
};
const entriesOf = (documentId: string) =>
  t.db
    .select({ action: activityLog.action, field: activityLog.field, userName: activityLog.userName, newValue: activityLog.newValue, oldValue: activityLog.oldValue })
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'client_document'), eq(activityLog.entityId, documentId)))
    .orderBy(activityLog.id);

describe('POST, GET /api/clients/{id}/documents and GET /api/documents/{id}', () => {
  it('keeps a PDF under its id, never its name, lists it, and serves it as an attachment, each step journalled', async () => {
    const created = await upload(camille, form(PDF, 'Kbis « Boulangerie » œuvre €.pdf'));
    expect(created.status).toBe(201);
    const { id } = created.json as { id: string };
    expect(filesOnDisk()).toEqual([id]);
    expect(readFileSync(join(folder, id))).toEqual(PDF);

    const list = await send(camille, 'GET', `/api/clients/${clientId}/documents`);
    expect(list.json).toEqual({
      documents: [
        {
          id,
          clientId,
          kind: 'kbis',
          fileName: 'Kbis « Boulangerie » œuvre €.pdf',
          mediaType: 'application/pdf',
          size: PDF.byteLength,
          uploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          uploadedByName: 'Camille Dupont',
        },
      ],
    });
    const [row] = await t.db.select().from(clientDocuments).where(eq(clientDocuments.id, id));
    expect(row).toMatchObject({ storageKey: id, sha256: sha256(PDF) });

    const download = await send(alice, 'GET', `/api/documents/${id}`);
    expect(download.status).toBe(200);
    expect(download.bytes).toEqual(PDF);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Kbis _ Boulangerie _ _uvre _.pdf"; filename*=UTF-8''${encodeURIComponent('Kbis « Boulangerie » œuvre €.pdf')}`,
    );
    expect(await entriesOf(id)).toEqual([
      { action: 'create', field: 'fileName', userName: 'Camille Dupont', newValue: 'Kbis « Boulangerie » œuvre €.pdf', oldValue: null },
      { action: 'update', field: 'kind', userName: 'Camille Dupont', newValue: 'kbis', oldValue: null },
      { action: 'download', field: 'download', userName: 'Alice Martin', newValue: null, oldValue: null },
    ]);

    // A HEAD says what a download would send, sends no file, and is no download in the journal.
    const head = await send(alice, 'HEAD', `/api/documents/${id}`);
    expect([head.status, head.bytes.byteLength, head.headers.get('content-length'), head.headers.get('x-content-type-options')]).toEqual([200, 0, String(PDF.byteLength), 'nosniff']);
    expect((await entriesOf(id)).filter((entry) => entry.action === 'download')).toHaveLength(1);
  });

  it('takes a PNG and a JPEG by their content', async () => {
    const png = await upload(alice, form(PNG, 'carte.png', 'identite', 'image/png'));
    const jpeg = await upload(alice, form(JPEG, 'passeport.JPG', 'identite', 'image/jpeg'));
    expect([png.status, jpeg.status]).toEqual([201, 201]);
    const downloaded = await send(camille, 'GET', `/api/documents/${(jpeg.json as { id: string }).id}`);
    expect(downloaded.headers.get('content-type')).toBe('image/jpeg');
    expect(downloaded.bytes).toEqual(JPEG);
  });

  const html = Buffer.from('<!DOCTYPE html><script>alert(1)</script>');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  const overLimit = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
  PDF.copy(overLimit);
  it.each([
    ['an HTML page renamed .pdf', form(html, 'lettre.pdf'), 400, DOCUMENT_MESSAGES.badType],
    ['an SVG renamed .pdf', form(svg, 'kbis.pdf', 'kbis', 'application/pdf'), 400, DOCUMENT_MESSAGES.badType],
    ['a PNG named .pdf', form(PNG, 'kbis.pdf'), 400, DOCUMENT_MESSAGES.badType],
    ['an empty file', form(new Uint8Array(0), 'vide.pdf'), 400, DOCUMENT_MESSAGES.empty],
    ['a path in the name', form(PDF, '../../etc/kbis.pdf'), 400, DOCUMENT_MESSAGES.badName],
    ['a Windows path in the name', form(PDF, 'C:\\Users\\kbis.pdf'), 400, DOCUMENT_MESSAGES.badName],
    ['an unknown kind', form(PDF, 'kbis.pdf', 'facture'), 400, DOCUMENT_MESSAGES.kindUnknown],
    ['a form without a file', (() => { const body = new FormData(); body.set('kind', 'kbis'); return body; })(), 400, DOCUMENT_MESSAGES.missingFile],
    ['a body that is not a form', PDF, 400, DOCUMENT_MESSAGES.missingFile],
    ['a file of 10 MB and one byte', form(overLimit, 'gros.pdf'), 413, DOCUMENT_MESSAGES.tooLarge],
    ['a body far over 10 MB', form(Buffer.concat([overLimit, Buffer.alloc(1024 * 1024)]), 'enorme.pdf'), 413, DOCUMENT_MESSAGES.tooLarge],
  ])('refuses %s in French and stores nothing', async (_, body, status, message) => {
    const before = { files: filesOnDisk(), rows: (await t.db.select().from(clientDocuments)).length };
    const response = await upload(camille, body);
    expect(response).toMatchObject({ status, json: { error: { message } } });
    expect({ files: filesOnDisk(), rows: (await t.db.select().from(clientDocuments)).length }).toEqual(before);
  });

  it('answers 404 for an unknown client or document, storing nothing', async () => {
    const before = filesOnDisk();
    expect(await upload(camille, form(PDF, 'kbis.pdf'), MISSING_ID)).toMatchObject({ status: 404, json: { error: { message: 'Client introuvable.' } } });
    expect(filesOnDisk()).toEqual(before);
    expect(await send(camille, 'GET', `/api/documents/${MISSING_ID}`)).toMatchObject({ status: 404, json: { error: { message: DOCUMENT_MESSAGES.notFound } } });
  });
});

describe('who may see the documents', () => {
  it('refuses a stagiaire every route (403), and journals the download they tried', async () => {
    const { id } = (await upload(camille, form(PDF, 'rbe.pdf', 'rbe'))).json as { id: string };
    const refused = { status: 403, json: { error: { message: DOCUMENT_MESSAGES.forbidden } } };
    expect(await upload(sam, form(PDF, 'autre.pdf'))).toMatchObject(refused);
    expect(await send(sam, 'GET', `/api/clients/${clientId}/documents`)).toMatchObject(refused);
    expect(await send(sam, 'GET', `/api/documents/${id}`)).toMatchObject(refused);
    expect(await send(sam, 'DELETE', `/api/documents/${id}`)).toMatchObject(refused);
    const entries = await entriesOf(id);
    expect(entries.at(-1)).toEqual({ action: 'update', field: 'downloadRefused', userName: 'Sam Petit', newValue: 'Profil stagiaire', oldValue: null });
    const [line] = await t.db.select({ userId: activityLog.userId }).from(activityLog).where(and(eq(activityLog.entityId, id), eq(activityLog.field, 'downloadRefused')));
    expect(line?.userId).toBe(samUser.id);
    expect(filesOnDisk()).toContain(id);
  });

  it('answers a signed-out caller 401 and journals the download tried, with no author', async () => {
    const { id } = (await upload(camille, form(PDF, 'questionnaire.pdf', 'questionnaire'))).json as { id: string };
    expect(await send(null, 'GET', `/api/documents/${id}`)).toMatchObject({ status: 401 });
    expect(await upload(null, form(PDF, 'x.pdf'))).toMatchObject({ status: 401 });
    expect((await entriesOf(id)).at(-1)).toEqual({ action: 'update', field: 'downloadRefused', userName: null, newValue: 'Non connecté', oldValue: null });
  });

  it('lets a collaborateur delete a document: the row, then its file, journalled', async () => {
    const { id } = (await upload(camille, form(PDF, 'erreur.pdf', 'autre'))).json as { id: string };
    expect(await send(camille, 'DELETE', `/api/documents/${id}`)).toMatchObject({ status: 204 });
    expect(filesOnDisk()).not.toContain(id);
    expect(await send(camille, 'GET', `/api/documents/${id}`)).toMatchObject({ status: 404 });
    expect((await entriesOf(id)).at(-1)).toEqual({ action: 'delete', field: 'fileName', userName: 'Camille Dupont', newValue: null, oldValue: 'erreur.pdf' });
  });
});
