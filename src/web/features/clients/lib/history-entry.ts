import { AUTHORIZATION_KINDS, AUTHORIZATION_STATUS_LABELS, BANK_CHANGE_FIELD_LABELS, BANK_CHANGE_STATUS_LABELS } from '../../../../shared/authorizations.ts';
import { AUTHORIZATION_KIND_LABELS, type ClientHistoryEntry } from '../../../../shared/client-sheet.ts';
import { CLIENT_STATUS_LABELS } from '../../../../shared/clients.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { RECURRENCE_LABELS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_TYPE_LABELS } from '../../../../shared/tasks.ts';
import { TRACKING_KIND_LABELS, TRACKING_STATUS_LABELS, TRACKING_KINDS } from '../../../../shared/tracking.ts';
import { formatHistoryTime } from '../../../components/authorizations/lib/history-format.ts';
import type { ClientLookups } from './client-lookups.ts';

// A journal line in French, as the client sheet's history shows it: what changed (the entity and
// the field, by the names the screens use) and its old and new values as those screens show them.

export type HistoryLine = {
  /** 'Téléphone', 'Habilitation Impôts — Statut', 'Note ajoutée'. */
  label: string;
  /** Old → new for a change; only `to` for a creation, only `from` for a deletion. */
  from: string | null;
  to: string | null;
};

type Labels = Readonly<Record<string, string>>;

const CLIENT_FIELD_LABELS: Labels = {
  numeroClient: 'N° Client',
  raisonSociale: 'Raison Sociale',
  siret: 'SIRET',
  classification: 'Classification',
  status: 'Statut',
  dateCloture: 'Date Clôture',
  adresse: 'Adresse',
  codePostal: 'Code Postal',
  ville: 'Ville',
  telephone: 'Téléphone',
  email: 'Email',
  softwareId: 'Logiciel',
  collaboratorId: 'Collaborateur',
};

const TASK_FIELD_LABELS: Labels = {
  title: 'Titre',
  description: 'Description',
  type: 'Type',
  priority: 'Priorité',
  status: 'Statut',
  clientId: 'Client',
  assignedTo: 'Assigné à',
  dueDate: 'Échéance',
  completedAt: 'Terminée le',
  recurrenceFrequency: 'Récurrence',
  recurrenceEndedAt: 'Récurrence arrêtée le',
};

const AUTHORIZATION_FIELD_LABELS: Labels = { status: 'Statut', authorizationDate: 'Date' };

const ENTITY_LABELS: Labels = {
  client: 'Client',
  client_collaborator: 'Collaborateur',
  task: 'Tâche',
  authorization: 'Habilitation',
  tracking: 'Suivi',
  bank_change: 'Changement de banque',
  note: 'Note',
  software: 'Logiciel',
};

const CREATED: Labels = {
  client: 'Client créé',
  client_collaborator: 'Collaborateur ajouté',
  task: 'Tâche créée',
  bank_change: 'Changement de banque créé',
  note: 'Note ajoutée',
};
const DELETED: Labels = {
  client: 'Client supprimé',
  client_collaborator: 'Collaborateur retiré',
  task: 'Tâche supprimée',
  bank_change: 'Changement de banque supprimé',
  note: 'Note supprimée',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'clientId:kind' (authorisations) or 'clientId:kind:year' (tracking): the part after the client. */
function subjectOf(entry: ClientHistoryEntry): string {
  const [, kind, year] = entry.entityId.split(':');
  if (entry.entity === 'authorization') {
    const label = (AUTHORIZATION_KINDS as readonly string[]).includes(kind ?? '') ? AUTHORIZATION_KIND_LABELS[kind as keyof typeof AUTHORIZATION_KIND_LABELS] : kind;
    return `Habilitation ${label ?? ''}`.trim();
  }
  if (entry.entity === 'tracking') {
    const label = (TRACKING_KINDS as readonly string[]).includes(kind ?? '') ? TRACKING_KIND_LABELS[kind as keyof typeof TRACKING_KIND_LABELS] : kind;
    return `${label ?? 'Suivi'} ${year ?? ''}`.trim();
  }
  return ENTITY_LABELS[entry.entity] ?? entry.entity;
}

function fieldLabels(entity: string): Labels {
  if (entity === 'client') return CLIENT_FIELD_LABELS;
  if (entity === 'task') return TASK_FIELD_LABELS;
  if (entity === 'authorization') return AUTHORIZATION_FIELD_LABELS;
  if (entity === 'bank_change') return { ...BANK_CHANGE_FIELD_LABELS, newBankName: 'Nouvelle banque' };
  return { status: 'Statut' };
}

function valueLabels(entity: string, field: string | null): Labels | undefined {
  if (entity === 'client' && field === 'status') return CLIENT_STATUS_LABELS;
  if (entity === 'authorization' && field === 'status') return AUTHORIZATION_STATUS_LABELS;
  if (entity === 'tracking' && field === 'status') return TRACKING_STATUS_LABELS;
  if (entity === 'bank_change' && field !== 'newBankName') return BANK_CHANGE_STATUS_LABELS;
  if (entity !== 'task') return undefined;
  if (field === 'status') return TASK_STATUS_LABELS;
  if (field === 'priority') return TASK_PRIORITY_LABELS;
  if (field === 'type') return TASK_TYPE_LABELS;
  if (field === 'recurrenceFrequency') return RECURRENCE_LABELS;
  return undefined;
}

function showValue(entry: ClientHistoryEntry, value: string | null, lookups: ClientLookups): string {
  if (value === null || value === '') return '—';
  const labels = valueLabels(entry.entity, entry.field);
  if (labels?.[value]) return labels[value];
  if (entry.field === 'softwareId') return lookups.softwareName(value) ?? 'Logiciel supprimé';
  if (UUID.test(value) && (entry.field === 'assignedTo' || entry.field === 'collaboratorId')) {
    return lookups.userName(value) ?? 'Utilisateur supprimé';
  }
  if (ISO_DAY.test(value)) return formatDateFr(value) || value;
  if (ISO_INSTANT.test(value)) return formatHistoryTime(value);
  return value;
}

export function describeHistoryEntry(entry: ClientHistoryEntry, lookups: ClientLookups): HistoryLine {
  const subject = subjectOf(entry);
  const show = (value: string | null) => showValue(entry, value, lookups);
  if (entry.action === 'create' || entry.action === 'delete') {
    const created = entry.action === 'create';
    const label = (created ? CREATED : DELETED)[entry.entity] ?? `${subject} ${created ? 'créé' : 'supprimé'}`;
    const value = created ? entry.newValue : entry.oldValue;
    return { label, from: created ? null : value === null ? null : show(value), to: created && value !== null ? show(value) : null };
  }
  const field = entry.field === null ? null : (fieldLabels(entry.entity)[entry.field] ?? entry.field);
  // The client's own fields need no prefix on the client's sheet.
  const label = entry.entity === 'client' ? (field ?? subject) : field ? `${subject} — ${field}` : subject;
  return { label, from: show(entry.oldValue), to: show(entry.newValue) };
}
