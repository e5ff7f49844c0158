import { z } from 'zod';
import { AUTHORIZATION_KIND_LABELS, AUTHORIZATION_STATUS_LABELS } from './authorizations.ts';
import { BANK_CHANGE_FIELD_LABELS, BANK_CHANGE_STATUS_LABELS } from './bank-changes.ts';
import { CLIENT_FIELD_LABELS, CLIENT_STATUS_LABELS } from './clients.ts';
import { EMPLOYEUR_LABELS, OUI_NON_LABELS, REGIME_IMPOSITION_LABELS, REGIME_TVA_LABELS } from './obligations/profile.ts';
import { RECURRENCE_LABELS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_TYPE_LABELS } from './tasks.ts';
import { TRACKING_KIND_LABELS, TRACKING_STATUS_LABELS } from './tracking.ts';
import { OBLIGATION_KIND_LABELS } from './obligations/kinds.ts';
import { FRENCH_MONTHS } from './dates.ts';
import { ROLE_LABELS } from './users.ts';

// The activity journal as admins read it (Paramètres › Journal) and export it.

export const ACTIVITY_ENTITIES = [
  'client',
  'client_collaborator',
  'task',
  'authorization',
  'tracking',
  'tracking_year',
  'bank_change',
  'software',
  'user',
  'note',
  'obligation',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  client: 'Client',
  client_collaborator: 'Collaborateur du client',
  task: 'Tâche',
  authorization: 'Habilitation',
  tracking: 'Suivi',
  tracking_year: 'Année de suivi',
  bank_change: 'Changement de banque',
  software: 'Logiciel',
  user: 'Utilisateur',
  note: 'Note',
  obligation: 'Échéance',
};

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
};

/** The journal's field names (camelCase, as the services write them) in French; a client's as the Clients table's headers. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  ...CLIENT_FIELD_LABELS,
  title: 'Titre',
  description: 'Description',
  type: 'Type',
  priority: 'Priorité',
  clientId: 'Client',
  assignedTo: 'Assigné à',
  dueDate: 'Échéance',
  completedAt: 'Terminée le',
  recurrenceFrequency: 'Récurrence',
  recurrenceEndedAt: 'Fin de la récurrence',
  authorizationDate: 'Date',
  year: 'Année',
  trackingRows: 'Statuts supprimés',
  newBankName: 'Nouvelle banque',
  ...BANK_CHANGE_FIELD_LABELS,
  name: 'Nom',
  displayOrder: "Ordre d'affichage",
  fullName: 'Nom complet',
  role: 'Rôle',
  calendarFeed: "Adresse d'agenda",
  body: 'Texte',
  note: 'Note',
};

export const activityFieldLabel = (field: string | null): string => (field === null ? '' : (ACTIVITY_FIELD_LABELS[field] ?? field));

/** Enumerated values the journal stores as codes, in French ('a_faire' → 'À faire'). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  ...Object.fromEntries(Object.keys(BANK_CHANGE_FIELD_LABELS).map((field) => [field, BANK_CHANGE_STATUS_LABELS])),
  type: TASK_TYPE_LABELS,
  priority: TASK_PRIORITY_LABELS,
  recurrenceFrequency: RECURRENCE_LABELS,
  role: ROLE_LABELS,
  regimeImposition: REGIME_IMPOSITION_LABELS,
  regimeTva: REGIME_TVA_LABELS,
  employeur: EMPLOYEUR_LABELS,
  cfeAcompte: OUI_NON_LABELS,
  cvae: OUI_NON_LABELS,
};
const STATUS_LABELS: Readonly<Record<string, Record<string, string>>> = {
  client: CLIENT_STATUS_LABELS,
  task: TASK_STATUS_LABELS,
  authorization: AUTHORIZATION_STATUS_LABELS,
  tracking: TRACKING_STATUS_LABELS,
  obligation: TRACKING_STATUS_LABELS,
};

/** A stored value as people read it: enumerations in French, ISO timestamps in Paris time, 'YYYY-MM-DD' as JJ/MM/AAAA. */
export function formatActivityValue(entry: { entity: string; field: string | null; value: string | null }): string {
  const { entity, field, value } = entry;
  if (value === null) return '';
  const labels = field === 'status' ? STATUS_LABELS[entity] : field ? VALUE_LABELS[field] : undefined;
  const label = labels?.[value];
  if (label) return label;
  if (value === 'true' || value === 'false') return value === 'true' ? 'Oui' : 'Non';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatActivityAt(value);
  return value;
}

const AT_FORMAT = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });

/** '21/11/2026 23:08:12', Paris time. */
export const formatActivityAt = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : AT_FORMAT.format(date).replace(',', '');
};

// ---- Compact histories (the client sheet, a cell's popover): one line an entry ----

const ENTRY_CREATED: Readonly<Record<string, string>> = {
  client: 'Client créé',
  client_collaborator: 'Collaborateur ajouté',
  task: 'Tâche créée',
  tracking_year: 'Année de suivi ajoutée',
  bank_change: 'Changement de banque créé',
  software: 'Logiciel ajouté',
  user: 'Utilisateur créé',
  note: 'Note ajoutée',
};
const ENTRY_DELETED: Readonly<Record<string, string>> = {
  client: 'Client supprimé',
  client_collaborator: 'Collaborateur retiré',
  task: 'Tâche supprimée',
  tracking_year: 'Année de suivi supprimée',
  bank_change: 'Changement de banque supprimé',
  software: 'Logiciel supprimé',
  user: 'Utilisateur supprimé',
  note: 'Note supprimée',
};

const labelOf = (labels: Readonly<Record<string, string>>, key: string | undefined): string | undefined =>
  key !== undefined && Object.hasOwn(labels, key) ? labels[key] : undefined;

/** What an entry is about, the authorisation's kind or the tracking's kind and year included: 'Habilitation Impôts', 'CFE 2026'. */
export function activitySubject(entry: { entity: string; entityId: string }): string {
  // entityId is 'clientId:kind' for an authorisation, 'clientId:kind:year' for a tracking cell.
  const [, kind, year] = entry.entityId.split(':');
  if (entry.entity === 'authorization') return `Habilitation ${labelOf(AUTHORIZATION_KIND_LABELS, kind) ?? kind ?? ''}`.trim();
  if (entry.entity === 'tracking') return `${labelOf(TRACKING_KIND_LABELS, kind) ?? 'Suivi'} ${year ?? ''}`.trim();
  // 'clientId:kind:period' for an obligation: « Échéance TVA CA3 — octobre 2026 ».
  if (entry.entity === 'obligation') return [`Échéance ${labelOf(OBLIGATION_KIND_LABELS, kind) ?? ''}`.trim(), obligationPeriodLabel(year)].filter(Boolean).join(' — ');
  return labelOf(ACTIVITY_ENTITY_LABELS, entry.entity) ?? entry.entity;
}

/** '2026-10' → « octobre 2026 », '2026-T3' → « 3e trimestre 2026 », '2026-A2' → « n°2 — 2026 », '2025' as is. */
function obligationPeriodLabel(period: string | undefined): string {
  if (!period) return '';
  const [, year, tag, rank] = /^(\d{4})-([TA]?)(\d{1,2})$/.exec(period) ?? [];
  if (!year || !rank) return period;
  if (tag === 'T') return `${rank === '1' ? '1er' : `${rank}e`} trimestre ${year}`;
  if (tag === 'A') return `n°${rank} — ${year}`;
  return `${FRENCH_MONTHS[Number(rank) - 1] ?? rank} ${year}`;
}

export type ActivityLine = {
  /** 'Téléphone', 'Habilitation Impôts — Statut', 'Note ajoutée'. */
  label: string;
  /** Old → new for a change; only `to` for a creation, only `from` for a deletion. */
  from: string | null;
  to: string | null;
};

type LineEntry = { entity: string; entityId: string; action: string; field: string | null; oldValue: string | null; newValue: string | null };

/**
 * One entry as a line of a compact history. `home` is the entity whose page shows the history:
 * its own fields need no subject before them. `nameOf` reads values the screen resolves itself
 * (an identifier → a name); a missing value reads '—'.
 */
export function describeActivity(entry: LineEntry, options: { home?: string; nameOf?: (field: string | null, value: string) => string | undefined } = {}): ActivityLine {
  const show = (value: string | null): string => {
    if (value === null || value === '') return '—';
    return options.nameOf?.(entry.field, value) ?? formatActivityValue({ entity: entry.entity, field: entry.field, value });
  };
  const subject = activitySubject(entry);
  if (entry.action === 'create') {
    return { label: labelOf(ENTRY_CREATED, entry.entity) ?? `${subject} créé`, from: null, to: entry.newValue === null ? null : show(entry.newValue) };
  }
  if (entry.action === 'delete') {
    return { label: labelOf(ENTRY_DELETED, entry.entity) ?? `${subject} supprimé`, from: entry.oldValue === null ? null : show(entry.oldValue), to: null };
  }
  const field = entry.field === null ? null : activityFieldLabel(entry.field);
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

const filterShape = {
  user: z.uuid({ error: 'Utilisateur invalide' }).optional(),
  entity: z.enum(ACTIVITY_ENTITIES, { error: 'Élément inconnu' }).optional(),
  clientId: z.uuid({ error: 'Client invalide' }).optional(),
  from: isoDay('Du').optional(),
  to: isoDay('Au').optional(),
  /** One bulk action's rows (the Journal shows the action as one line, which links here). */
  batch: z.uuid({ error: 'Lot invalide' }).optional(),
};
const orderedDays = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;
const disorderedDays = { error: 'La date de début doit précéder la date de fin', path: ['to'] };

/** The filters of the journal and of its export; `from` and `to` are whole days in Paris, both included. */
export const activityFiltersSchema = z.strictObject(filterShape).refine(orderedDays, disorderedDays);
export type ActivityFilters = z.infer<typeof activityFiltersSchema>;

/** A journal page's `before`: the id of the last entry already shown (the journal's and a client's history). */
export const journalCursorSchema = z.coerce
  .number({ error: 'Curseur invalide' })
  .int({ error: 'Curseur invalide' })
  .positive({ error: 'Curseur invalide' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Curseur invalide' })
  .optional();

/** GET /api/activity — newest first; `before` is the id the previous page ended on. */
export const activityQuerySchema = z
  .strictObject({
    ...filterShape,
    before: journalCursorSchema,
    limit: z.coerce
      .number({ error: 'Limite invalide' })
      .int({ error: 'Limite invalide' })
      .min(1, { error: 'Limite invalide' })
      .max(200, { error: 'Limite invalide' })
      .optional(),
  })
  .refine(orderedDays, disorderedDays);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.uuid().nullable(),
  /** The author's name when they wrote: it stays after their account is deleted. */
  userName: z.string().nullable(),
  entity: z.enum(ACTIVITY_ENTITIES),
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
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** `nextBefore` is the cursor of the next (older) page, null on the last one. */
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const ACTIVITY_CSV_HEADERS = ['Date', 'Utilisateur', 'Élément', 'Client', 'Action', 'Champ', 'Ancienne valeur', 'Nouvelle valeur'] as const;

/** One journal entry as a row of the CSV export, in the order of ACTIVITY_CSV_HEADERS. */
export function activityCsvRow(entry: ActivityEntry): string[] {
  return [
    formatActivityAt(entry.at),
    entry.userName ?? '',
    // As the Journal tab names it: the kind and year too ('Habilitation Impôts', 'CFE 2026').
    activitySubject(entry),
    entry.clientName ?? '',
    ACTIVITY_ACTION_LABELS[entry.action],
    activityFieldLabel(entry.field),
    formatActivityValue({ entity: entry.entity, field: entry.field, value: entry.oldValue }),
    formatActivityValue({ entity: entry.entity, field: entry.field, value: entry.newValue }),
  ];
}
