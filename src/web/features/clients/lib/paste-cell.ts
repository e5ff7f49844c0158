import { clientPatchSchema, type ClientPatch, type ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import { compareFrench } from '../../../lib/french-order.ts';
import {
  classificationPatch,
  dateCloturePatch,
  nullableTextPatch,
  raisonSocialePatch,
  siretPatch,
  softwarePatch,
  statusPatch,
} from './cell-patch.ts';
import { CLASSIFICATION_OPTIONS, isClassification, isClientStatus, STATUS_OPTIONS, type ClientOption } from './client-options.ts';
import type { ClientColumn } from './client-columns.ts';
import { dateCreationPatch, jourTvaPatch, PROFILE_OPTIONS, profileSelectPatch, type ProfileSelectField } from './profile-fields.ts';

// One pasted value into one cell: the same draft-to-PATCH rules as typing in that cell
// (cell-patch.ts, profile-fields.ts), then the same zod schema the server checks the PATCH with,
// so the preview refuses what the server would.

export type PastedCell = { type: 'write'; patch: ClientPatch } | { type: 'unchanged' } | { type: 'refused'; reason: string };

export const PASTE_MESSAGES = {
  formula: 'Formule refusée',
  notPastable: 'Cette colonne ne se remplit pas par collage',
  outside: 'En dehors du tableau',
  unknownStatus: 'Statut inconnu',
  unknownClassification: 'Classification inconnue',
  unknownSoftware: 'Logiciel inconnu',
  unknownChoice: 'Valeur inconnue',
} as const;

/**
 * A spreadsheet formula (=, @, or + / - not followed by a number or a phone number): the value
 * a spreadsheet would compute is not what was copied, and a formula must not reach an export.
 */
export const isFormula = (text: string): boolean => /^[=@]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().+-]*$/.test(text));

/** A choice by its label (as the cell shows it) or its stored value, whatever the case and accents. */
function matchOption(options: readonly ClientOption[], text: string): ClientOption | undefined {
  const wanted = text.trim();
  return options.find((option) => compareFrench(option.label, wanted) === 0 || compareFrench(option.value, wanted) === 0);
}

function choice(options: readonly ClientOption[], text: string, unknown: string, toPatch: (value: string) => ClientPatch | null): PastedCell | ClientPatch | null {
  const option = matchOption(options, text);
  if (!option) return { type: 'refused', reason: `${unknown} : « ${text.trim()} »` };
  return toPatch(option.value);
}

function draftPatch(column: ClientColumn, text: string, row: ClientRow, software: readonly Software[]): PastedCell | ClientPatch | null {
  switch (column.kind) {
    case 'actions':
    case 'collaborators':
      return { type: 'refused', reason: PASTE_MESSAGES.notPastable };
    case 'text':
      return column.key === 'raisonSociale' ? raisonSocialePatch(text, row) : nullableTextPatch(column.key, text, row);
    case 'codePostal':
    case 'ville':
      return nullableTextPatch(column.kind, text, row);
    case 'siret':
      return siretPatch(text, row);
    case 'date':
      return dateCloturePatch(text, row);
    case 'status':
      return choice(STATUS_OPTIONS, text, PASTE_MESSAGES.unknownStatus, (value) => (isClientStatus(value) ? statusPatch(value, row) : null));
    case 'classification':
      return choice(CLASSIFICATION_OPTIONS, text, PASTE_MESSAGES.unknownClassification, (value) =>
        classificationPatch(isClassification(value) ? value : null, row),
      );
    case 'software': {
      const options = [{ value: '', label: '' }, ...software.map((item) => ({ value: item.id, label: item.name }))];
      return choice(options, text, PASTE_MESSAGES.unknownSoftware, (value) => softwarePatch(value || null, row));
    }
    case 'profileSelect': {
      const field = column.key as ProfileSelectField;
      return choice(PROFILE_OPTIONS[field], text, PASTE_MESSAGES.unknownChoice, (value) => profileSelectPatch(field, value, row));
    }
    case 'jourTva':
      return jourTvaPatch(text, row);
    case 'dateCreation':
      return dateCreationPatch(text, row);
  }
}

/** What pasting `text` into `column` of `row` writes, or why it is refused. */
export function pasteCell(column: ClientColumn, text: string, row: ClientRow, software: readonly Software[]): PastedCell {
  const value = text.trim();
  if (isFormula(value)) return { type: 'refused', reason: PASTE_MESSAGES.formula };
  const result = draftPatch(column, value, row, software);
  if (result === null) return { type: 'unchanged' };
  if ('type' in result) return result;
  const checked = clientPatchSchema.safeParse(result);
  if (!checked.success) return { type: 'refused', reason: checked.error.issues[0]?.message ?? PASTE_MESSAGES.unknownChoice };
  return { type: 'write', patch: checked.data };
}
