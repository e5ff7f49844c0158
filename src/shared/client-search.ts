/** Lowercase without diacritics: 'Société' and 'SOCIETE' both read 'societe'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Any row with a client's name and SIRET: the clients table, the software page, the authorisation tabs. */
export type SearchableClient = { raisonSociale: string; siret: string | null; numeroClient?: string | null };

type SearchKeys = { name: string; numero: string };

// Folding costs a regex per row: done once per row object, not once per keystroke. An edited
// row is a new object (immutable cache updates), so its keys are recomputed then.
const keysByRow = new WeakMap<SearchableClient, SearchKeys>();

export function searchKeys(row: SearchableClient): SearchKeys {
  let keys = keysByRow.get(row);
  if (!keys) {
    keys = { name: foldText(row.raisonSociale), numero: row.numeroClient ? foldText(row.numeroClient) : '' };
    keysByRow.set(row, keys);
  }
  return keys;
}

export type ClientQuery = { text: string; digits: string };

/** The typed search, prepared once per keystroke; null when there is nothing to search for. */
export function prepareClientQuery(raw: string): ClientQuery | null {
  const text = foldText(raw.trim());
  if (!text) return null;
  // SIRETs are stored as bare digits; people type them with spaces.
  return { text, digits: raw.replace(/\s+/g, '') };
}

/** SPEC §2 and §5: raison sociale (case- and accent-insensitive), SIRET or numéro client, as contained text. */
export function matchesClientQuery(row: SearchableClient, query: ClientQuery): boolean {
  const keys = searchKeys(row);
  if (keys.name.includes(query.text)) return true;
  if (keys.numero && keys.numero.includes(query.text)) return true;
  return row.siret !== null && query.digits !== '' && row.siret.includes(query.digits);
}
