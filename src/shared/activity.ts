import { z } from 'zod';
import { ownLabel, type JournalEntity } from './journal-entity.ts';

// The activity journal as admins read it (Paramètres › Journal) and export it, and as the compact
// histories (the client sheet, a cell's popover) show it. What each kind of entry means (its name,
// status labels, fields, subject) belongs to the feature that writes it (a JournalEntity in
// src/shared/<feature>): createJournal builds the journal from the list the server's or the
// browser's feature descriptors carry.

/** 'download': a file that holds the firm's data left the server (a backup), recorded like a write. */
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'download'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  download: 'Téléchargement',
};

const AT_FORMAT = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });

/** '21/11/2026 23:08:12', Paris time. */
export const formatActivityAt = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : AT_FORMAT.format(date).replace(',', '');
};

/** A value no entity labels: booleans as Oui/Non, ISO timestamps in Paris time, 'YYYY-MM-DD' as JJ/MM/AAAA. */
function formatPlainValue(value: string): string {
  if (value === 'true' || value === 'false') return value === 'true' ? 'Oui' : 'Non';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatActivityAt(value);
  return value;
}

export type ActivityLine = {
  /** 'Téléphone', 'Habilitation Impôts — Statut', 'Note ajoutée'. */
  label: string;
  /** Old → new for a change; only `to` for a creation, only `from` for a deletion. */
  from: string | null;
  to: string | null;
};

type ValueEntry = { entity: string; field: string | null; value: string | null };
type SubjectEntry = { entity: string; entityId: string };
type LineEntry = SubjectEntry & { action: string; field: string | null; oldValue: string | null; newValue: string | null };
type DescribeOptions = { home?: string; nameOf?: (field: string | null, value: string) => string | undefined };

/** Every entity's fields (and `status`, which each entity has its own labels for) in one map: field names are unique across features. */
function mergeLabels(entities: readonly JournalEntity[]) {
  const fields: Record<string, string> = { status: 'Statut' };
  const values: Record<string, Readonly<Record<string, string>>> = {};
  for (const entity of entities) {
    Object.assign(fields, entity.fields);
    Object.assign(values, entity.values);
  }
  return { fields, values };
}

/** The entities by code; two features declaring the same code is a mistake caught when the app starts. */
function indexEntities(entities: readonly JournalEntity[]): Map<string, JournalEntity> {
  const byCode = new Map<string, JournalEntity>();
  for (const entity of entities) {
    if (byCode.has(entity.entity)) throw new Error(`Entité du journal déclarée deux fois : ${entity.entity}`);
    byCode.set(entity.entity, entity);
  }
  return byCode;
}

/**
 * The journal's French reading of the given entities: their names, subjects, values, compact
 * lines and CSV rows, and the API schemas whose `entity` accepts exactly their codes.
 */
export function createJournal(entities: readonly JournalEntity[]) {
  const byCode = indexEntities(entities);
  const labels = mergeLabels(entities);
  const codes = [...byCode.keys()];

  const entityLabel = (code: string): string => byCode.get(code)?.label ?? code;
  const fieldLabel = (field: string | null): string => (field === null ? '' : (ownLabel(labels.fields, field) ?? field));

  /** A stored value as people read it: enumerations in French, ISO timestamps in Paris time, 'YYYY-MM-DD' as JJ/MM/AAAA. */
  const formatValue = ({ entity, field, value }: ValueEntry): string => {
    if (value === null) return '';
    const valueLabels = field === 'status' ? byCode.get(entity)?.statusLabels : field && Object.hasOwn(labels.values, field) ? labels.values[field] : undefined;
    return (valueLabels && ownLabel(valueLabels, value)) || formatPlainValue(value);
  };

  /** What an entry is about, the authorisation's kind or the tracking's kind and year included: 'Habilitation Impôts', 'CFE 2026'. */
  const subject = ({ entity, entityId }: SubjectEntry): string => {
    const declared = byCode.get(entity);
    return declared?.subject?.(entityId) ?? declared?.label ?? entity;
  };

  const describe = (entry: LineEntry, options: DescribeOptions = {}): ActivityLine => describeLine({ entry, options, formatValue, subject, fieldLabel, byCode });

  /** One journal entry as a row of the CSV export, in the order of ACTIVITY_CSV_HEADERS. */
  const csvRow = (entry: ActivityEntry): string[] => [
    formatActivityAt(entry.at),
    entry.userName ?? '',
    // As the Journal tab names it: the kind and year too ('Habilitation Impôts', 'CFE 2026').
    subject(entry),
    entry.clientName ?? '',
    ACTIVITY_ACTION_LABELS[entry.action],
    fieldLabel(entry.field),
    formatValue({ entity: entry.entity, field: entry.field, value: entry.oldValue }),
    formatValue({ entity: entry.entity, field: entry.field, value: entry.newValue }),
  ];

  const [first, ...rest] = codes;
  if (first === undefined) throw new Error('Journal sans entité');
  const schemas = activitySchemas(z.enum([first, ...rest], { error: 'Élément inconnu' }));
  return { entities: codes as readonly string[], entityLabel, fieldLabel, formatValue, subject, describe, csvRow, schemas };
}

export type Journal = ReturnType<typeof createJournal>;

/**
 * One entry as a line of a compact history. `home` is the entity whose page shows the history:
 * its own fields need no subject before them. `nameOf` reads values the screen resolves itself
 * (an identifier → a name); a missing value reads '—'.
 */
function describeLine({
  entry,
  options,
  formatValue,
  subject: subjectOf,
  fieldLabel,
  byCode,
}: {
  entry: LineEntry;
  options: DescribeOptions;
  formatValue: (entry: ValueEntry) => string;
  subject: (entry: SubjectEntry) => string;
  fieldLabel: (field: string | null) => string;
  byCode: ReadonlyMap<string, JournalEntity>;
}): ActivityLine {
  const show = (value: string | null): string => {
    if (value === null || value === '') return '—';
    return options.nameOf?.(entry.field, value) ?? formatValue({ entity: entry.entity, field: entry.field, value });
  };
  const subject = subjectOf(entry);
  const declared = byCode.get(entry.entity);
  if (entry.action === 'create') {
    return { label: declared?.created ?? `${subject} créé`, from: null, to: entry.newValue === null ? null : show(entry.newValue) };
  }
  if (entry.action === 'delete') {
    return { label: declared?.deleted ?? `${subject} supprimé`, from: entry.oldValue === null ? null : show(entry.oldValue), to: null };
  }
  if (entry.action === 'download') return { label: declared?.downloaded ?? `${subject} téléchargé`, from: null, to: null };
  const field = entry.field === null ? null : fieldLabel(entry.field);
  const label = entry.entity === options.home ? (field ?? subject) : field ? `${subject} — ${field}` : subject;
  return { label, from: show(entry.oldValue), to: show(entry.newValue) };
}

// ---- API contracts ----

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_EXPORT_LIMIT = 100_000;

const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} : date invalide (AAAA-MM-JJ attendu)`, abort: true })
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number);
      const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
      return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 0) - 1 && date.getUTCDate() === d;
    }, { error: `${label} : date invalide` });

/** A journal page's `before`: the id of the last entry already shown (the journal's and a client's history). */
export const journalCursorSchema = z.coerce
  .number({ error: 'Curseur invalide' })
  .int({ error: 'Curseur invalide' })
  .positive({ error: 'Curseur invalide' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Curseur invalide' })
  .optional();

const orderedDays = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;
const disorderedDays = { error: 'La date de début doit précéder la date de fin', path: ['to'] };

/**
 * The journal's API schemas around an entity code schema: a plain string for the types below (the
 * codes are the features'), exactly the registered codes in a journal's (createJournal), which
 * the server validates requests and documents its answers with.
 */
function activitySchemas<E extends z.ZodType<string>>(entity: E) {
  const filterShape = {
    user: z.uuid({ error: 'Utilisateur invalide' }).optional(),
    entity: entity.optional(),
    clientId: z.uuid({ error: 'Client invalide' }).optional(),
    from: isoDay('Du').optional(),
    to: isoDay('Au').optional(),
    /** One bulk action's rows (the Journal shows the action as one line, which links here). */
    batch: z.uuid({ error: 'Lot invalide' }).optional(),
  };
  const limit = z.coerce
    .number({ error: 'Limite invalide' })
    .int({ error: 'Limite invalide' })
    .min(1, { error: 'Limite invalide' })
    .max(200, { error: 'Limite invalide' })
    .optional();
  const entry = z.object({
    id: z.number().int(),
    at: z.string(),
    userId: z.uuid().nullable(),
    /** The author's name when they wrote: it stays after their account is deleted. */
    userName: z.string().nullable(),
    entity,
    entityId: z.string(),
    clientId: z.uuid().nullable(),
    /** The client's raison sociale today; null when the entry concerns no client or it was deleted. */
    clientName: z.string().nullable(),
    action: z.enum(ACTIVITY_ACTIONS),
    field: z.string().nullable(),
    /** Values as stored; identifiers of a client, user or software are replaced by their name when it still exists. */
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    /**
     * The bulk action the entry belongs to. Unfiltered by batch or client, the journal shows one
     * entry per batch (its newest) standing for its rowCount rows. `undoOf`: the batch it undid.
     */
    batch: z.object({ id: z.uuid(), kind: z.string(), rowCount: z.number().int(), undoOf: z.uuid().nullable() }).nullable().optional(),
  });
  return {
    /** The filters of the journal and of its export; `from` and `to` are whole days in Paris, both included. */
    filters: z.strictObject(filterShape).refine(orderedDays, disorderedDays),
    /** GET /api/activity — newest first; `before` is the id the previous page ended on. */
    query: z.strictObject({ ...filterShape, before: journalCursorSchema, limit }).refine(orderedDays, disorderedDays),
    entry,
    /** `nextBefore` is the cursor of the next (older) page, null on the last one. */
    page: z.object({ entries: z.array(entry), nextBefore: z.number().int().nullable() }),
  };
}

const anyEntity = activitySchemas(z.string());
export const activityFiltersSchema = anyEntity.filters;
export type ActivityFilters = z.infer<typeof activityFiltersSchema>;
export const activityQuerySchema = anyEntity.query;
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export const activityEntrySchema = anyEntity.entry;
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = anyEntity.page;
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const ACTIVITY_CSV_HEADERS = ['Date', 'Utilisateur', 'Élément', 'Client', 'Action', 'Champ', 'Ancienne valeur', 'Nouvelle valeur'] as const;
