import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SIRENE_CLIENTS_CSV } from '../../test/fixtures/fixtures.ts';

/**
 * RFC 4180 as the tests need it: `separator`, quoted fields (with the separator, doubled quotes
 * or line breaks inside), CRLF or LF. Written here so that a test never reads a CSV with the
 * app's own parser.
 */
export function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** One CSV cell as a spreadsheet writes it: quoted only when it must be. */
export function csvField(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export type SireneClient = {
  siret: string;
  raison_sociale: string;
  adresse: string;
  code_postal: string;
  /** The official commune name, with its accents ('Château-Arnoux-Saint-Auban'). */
  commune_cog: string;
};

/** test/fixtures/clients-from-sirene.csv: real INSEE SIRENE establishments, one client-like row each. */
export async function readSireneClients(): Promise<SireneClient[]> {
  const text = await readFile(SIRENE_CLIENTS_CSV, 'utf8');
  const [headers, ...rows] = parseCsv(text, ',');
  if (!headers) throw new Error('clients-from-sirene.csv est vide');
  const column = (name: keyof SireneClient) => {
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`clients-from-sirene.csv : colonne ${name} absente`);
    return index;
  };
  const columns = {
    siret: column('siret'),
    raison_sociale: column('raison_sociale'),
    adresse: column('adresse'),
    code_postal: column('code_postal'),
    commune_cog: column('commune_cog'),
  };
  return rows
    .filter((cells) => cells.length === headers.length)
    .map((cells) => ({
      siret: cells[columns.siret] ?? '',
      raison_sociale: cells[columns.raison_sociale] ?? '',
      adresse: cells[columns.adresse] ?? '',
      code_postal: cells[columns.code_postal] ?? '',
      commune_cog: cells[columns.commune_cog] ?? '',
    }));
}

/** Clicks an export control and reads the saved file: its name, and its lines once the BOM is checked. */
export async function exportFile(page: Page, control: Locator): Promise<{ name: string; lines: string[][] }> {
  const downloading = page.waitForEvent('download');
  await control.click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return { name: download.suggestedFilename(), lines: parseCsv(text, ';') };
}
