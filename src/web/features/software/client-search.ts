import type { ClientRow } from '../../../shared/clients.ts';

/** Lower case without accents, so that 'societe' finds 'Société' and 'ECOLE' finds 'École'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr-FR');
}

export type IndexedClient = { client: ClientRow; foldedName: string };

/** Folds every name once per list, not once per keystroke and row. */
export function indexClients(clients: readonly ClientRow[]): IndexedClient[] {
  return clients.map((client) => ({ client, foldedName: foldText(client.raisonSociale) }));
}

type ClientFilter = {
  /** Only clients of this software; undefined for all. */
  softwareId?: string;
  /** Matches the raison sociale (case and accents ignored) or any part of the SIRET. */
  query: string;
};

export function filterClients(indexed: readonly IndexedClient[], { softwareId, query }: ClientFilter): ClientRow[] {
  const folded = foldText(query.trim());
  // SIRETs are stored as bare digits; people type them with spaces.
  const digits = query.replace(/\s+/g, '');
  const searchSiret = /^\d+$/.test(digits);
  const result: ClientRow[] = [];
  for (const { client, foldedName } of indexed) {
    if (softwareId !== undefined && client.softwareId !== softwareId) continue;
    if (folded && !foldedName.includes(folded) && !(searchSiret && client.siret?.includes(digits))) continue;
    result.push(client);
  }
  return result;
}
