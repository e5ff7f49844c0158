/**
 * How one kind of journal entry (an « entity » of the activity journal) reads in French. Each
 * feature declares its own in src/shared/<feature>; the server's and the browser's feature
 * descriptors carry them, and the journal (createJournal in src/shared/activity.ts) is built from
 * that list, so adding a feature edits no central table.
 */
export type JournalEntity = {
  /** Stored code: 'client', 'tracking_year'. Unique across features. */
  entity: string;
  /** The entity's name in the journal's « Élément » column and filter: 'Client'. */
  label: string;
  /** A creation's line in a compact history: 'Client créé'. Defaults to « <subject> créé ». */
  created?: string;
  /** A deletion's line: 'Client supprimé'. Defaults to « <subject> supprimé ». */
  deleted?: string;
  /** A download's line (a backup file): 'Sauvegarde téléchargée'. Defaults to « <subject> téléchargé ». */
  downloaded?: string;
  /** French labels of the stored `status` values ('a_faire' → 'À faire'). */
  statusLabels?: Readonly<Record<string, string>>;
  /** What an entry is about when its id says more than its label: 'Habilitation Impôts', 'CFE 2026'. */
  subject?: (entityId: string) => string;
  /**
   * The fields its entries record (camelCase, as the services write them), in French. The journal
   * names a field the same whatever the entity ('Statut'), so one field name means one thing
   * across features.
   */
  fields?: Readonly<Record<string, string>>;
  /** Enumerated values its entries store as codes, by field ('priority' → 'haute' → 'Haute'); `status` is statusLabels. */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/** labels[key] when the key is its own (not 'constructor' or another inherited name), else undefined. */
export const ownLabel = (labels: Readonly<Record<string, string>>, key: string | undefined): string | undefined =>
  key !== undefined && Object.hasOwn(labels, key) ? labels[key] : undefined;
