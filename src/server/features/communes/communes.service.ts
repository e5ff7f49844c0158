import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Commune } from '../../../shared/communes.ts';

type RawCommune = { code: string; nom: string; type: string; codesPostaux?: string[] };

// The package's main entry reads './data/…' from the working directory: load the file by its path.
const COMMUNES_FILE = createRequire(import.meta.url).resolve('@etalab/decoupage-administratif/data/communes.json');

const byName = new Intl.Collator('fr', { sensitivity: 'base' }).compare;

let index: Promise<Map<string, Commune[]>> | undefined;

/** Postcode → communes of today (not the merged-away or delegated ones, nor Paris's arrondissements). */
async function buildIndex(): Promise<Map<string, Commune[]>> {
  const all = JSON.parse(await readFile(COMMUNES_FILE, 'utf8')) as RawCommune[];
  const map = new Map<string, Commune[]>();
  for (const commune of all) {
    if (commune.type !== 'commune-actuelle') continue;
    for (const codePostal of commune.codesPostaux ?? []) {
      const list = map.get(codePostal) ?? [];
      list.push({ nom: commune.nom, codeInsee: commune.code });
      map.set(codePostal, list);
    }
  }
  for (const list of map.values()) list.sort((a, b) => byName(a.nom, b.nom));
  return map;
}

/** Read once (8 MB of JSON), on the first lookup rather than at start-up. */
function loadIndex(): Promise<Map<string, Commune[]>> {
  index ??= buildIndex().catch((error: unknown) => {
    index = undefined;
    throw error;
  });
  return index;
}

export async function findCommunesByPostcode({ codePostal }: { codePostal: string }): Promise<Commune[]> {
  // A copy: the index is shared by every request.
  return [...((await loadIndex()).get(codePostal) ?? [])];
}
