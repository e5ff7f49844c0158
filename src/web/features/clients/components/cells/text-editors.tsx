import { useMemo, useState } from 'react';

import type { ClientPatch, ClientRow } from '../../../../../shared/clients.ts';
import type { Commune } from '../../../../../shared/communes.ts';
import { formatDateFr } from '../../../../../shared/dates.ts';
import { isValidSiret } from '../../../../../shared/siret.ts';
import { useCommunes } from '../../api/get-communes.ts';
import {
  communePatch,
  dateCloturePatch,
  dateDraft,
  nullableTextPatch,
  raisonSocialePatch,
  siretPatch,
} from '../../lib/cell-patch.ts';
import type { TextColumn } from '../../lib/client-columns.ts';
import {
  dateCreationPatch,
  isDateCreationDraftValid,
  isJourTvaDraftValid,
  jourTvaPatch,
} from '../../lib/profile-fields.ts';
import type { CellPos } from '../../lib/grid-state.ts';
import { foldText } from '../../../../../shared/client-search.ts';
import { useGridContext, type CellEdit } from '../grid-context.ts';
import { TextCellEditor, type Suggestion } from './text-cell-editor.tsx';

export type EditorProps = { pos: CellPos; row: ClientRow; label: string; initial?: string };

type DraftEditorProps = {
  pos: CellPos;
  label: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  toPatch: (draft: string) => ClientPatch | null;
  invalid?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  suggestions?: readonly Suggestion[];
  suggestionsLabel?: string;
};

/** Wires a text editor to the grid: its draft becomes a PATCH body when the edit ends. */
function DraftEditor({ pos, draft, onDraftChange, toPatch, ...inputProps }: DraftEditorProps) {
  const { finishEdit, cancelEdit } = useGridContext();
  return (
    <TextCellEditor
      value={draft}
      onValueChange={onDraftChange}
      onFinish={(move) => finishEdit(pos, { patch: toPatch(draft), draft }, move)}
      onCancel={() => cancelEdit(pos)}
      {...inputProps}
    />
  );
}

const INPUT_MODES: Partial<Record<TextColumn, 'email' | 'tel'>> = { email: 'email', telephone: 'tel' };

export function PlainTextEditor({ field, pos, row, label, initial }: EditorProps & { field: TextColumn }) {
  const [draft, setDraft] = useState(initial ?? row[field] ?? '');
  const toPatch = (value: string) =>
    field === 'raisonSociale' ? raisonSocialePatch(value, row) : nullableTextPatch(field, value, row);
  return (
    <DraftEditor
      pos={pos}
      label={label}
      draft={draft}
      onDraftChange={setDraft}
      toPatch={toPatch}
      inputMode={INPUT_MODES[field]}
    />
  );
}

export function SiretEditor({ pos, row, label, initial }: EditorProps) {
  const [draft, setDraft] = useState(initial ?? row.siret ?? '');
  const digits = draft.replace(/\s+/g, '');
  return (
    <DraftEditor
      pos={pos}
      label={label}
      draft={draft}
      onDraftChange={setDraft}
      toPatch={(value) => siretPatch(value, row)}
      // Flagged while typing, as in the table, but still saved: SIRETs are flagged, not refused.
      invalid={digits !== '' && !isValidSiret(digits)}
      inputMode="numeric"
      maxLength={20}
    />
  );
}

export function DateClotureEditor({ pos, row, label, initial }: EditorProps) {
  const [draft, setDraft] = useState(initial ?? dateDraft(row));
  return (
    <DraftEditor
      pos={pos}
      label={label}
      draft={draft}
      onDraftChange={setDraft}
      toPatch={(value) => dateCloturePatch(value, row)}
      placeholder="mois ou JJ/MM/AAAA"
      maxLength={10}
    />
  );
}

/** The CA3 day, 15 to 24: flagged while typing, refused in French by the server. */
export function JourTvaEditor({ pos, row, label, initial }: EditorProps) {
  const [draft, setDraft] = useState(initial ?? (row.jourTva === null ? '' : String(row.jourTva)));
  return (
    <DraftEditor
      pos={pos}
      label={label}
      draft={draft}
      onDraftChange={setDraft}
      toPatch={(value) => jourTvaPatch(value, row)}
      invalid={!isJourTvaDraftValid(draft)}
      placeholder="15 à 24"
      inputMode="numeric"
      maxLength={2}
    />
  );
}

/** JJ/MM/AAAA, as the other date cells; a date after today is refused by the server, in French. */
export function DateCreationEditor({ pos, row, label, initial }: EditorProps) {
  const [draft, setDraft] = useState(initial ?? formatDateFr(row.dateCreation));
  return (
    <DraftEditor
      pos={pos}
      label={label}
      draft={draft}
      onDraftChange={setDraft}
      toPatch={(value) => dateCreationPatch(value, row)}
      invalid={!isDateCreationDraftValid(draft)}
      placeholder="JJ/MM/AAAA"
      inputMode="numeric"
      maxLength={10}
    />
  );
}

function communeSuggestions(
  communes: readonly Commune[],
  pick: (commune: Commune) => CellEdit,
  finish: (edit: CellEdit) => void,
): Suggestion[] {
  return communes.map((commune) => ({
    id: commune.codeInsee,
    label: commune.nom,
    onPick: () => finish(pick(commune)),
  }));
}

/** A 5-digit postcode offers its communes: picking one saves the postcode and the Ville together. */
export function CodePostalEditor({ pos, row, label, initial }: EditorProps) {
  const { finishEdit } = useGridContext();
  const [draft, setDraft] = useState(initial ?? row.codePostal ?? '');
  const communes = useCommunes(draft);
  const suggestions = useMemo(
    () =>
      communeSuggestions(
        communes,
        (commune) => ({ patch: communePatch(draft.trim(), commune.nom, row), draft }),
        (edit) => finishEdit(pos, edit, 'stay'),
      ),
    [communes, draft, finishEdit, pos, row],
  );
  return (
    <DraftEditor
      pos={pos}
      label={label}
      draft={draft}
      onDraftChange={setDraft}
      toPatch={(value) => nullableTextPatch('codePostal', value, row)}
      inputMode="numeric"
      maxLength={10}
      suggestions={suggestions}
      suggestionsLabel="Communes de ce code postal (remplit la ville)"
    />
  );
}

const MAX_VILLE_SUGGESTIONS = 50;

/** Ville offers the communes of the row's postcode, narrowed by what is typed. */
export function VilleEditor({ pos, row, label, initial }: EditorProps) {
  const { finishEdit } = useGridContext();
  const [draft, setDraft] = useState(initial ?? row.ville ?? '');
  const communes = useCommunes(row.codePostal);
  const folded = foldText(draft.trim());
  const suggestions = useMemo(() => {
    const matching = communes
      .filter((commune) => foldText(commune.nom).includes(folded) && commune.nom !== draft)
      .slice(0, MAX_VILLE_SUGGESTIONS);
    return communeSuggestions(
      matching,
      (commune) => ({ patch: nullableTextPatch('ville', commune.nom, row), draft: commune.nom }),
      (edit) => finishEdit(pos, edit, 'stay'),
    );
  }, [communes, folded, draft, finishEdit, pos, row]);
  return (
    <DraftEditor
      pos={pos}
      label={label}
      draft={draft}
      onDraftChange={setDraft}
      toPatch={(value) => nullableTextPatch('ville', value, row)}
      suggestions={suggestions}
      suggestionsLabel={row.codePostal ? `Communes du ${row.codePostal}` : undefined}
    />
  );
}
