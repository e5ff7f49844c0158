import {
  CLASSIFICATIONS,
  CLIENT_STATUSES,
  CLIENT_STATUS_LABELS,
  type Classification,
  type ClientStatus,
} from '../../../../../shared/clients.ts';
import { classificationPatch, softwarePatch, statusPatch } from '../../lib/cell-patch.ts';
import { PROFILE_OPTIONS, profileSelectPatch, type ProfileSelectField } from '../../lib/profile-fields.ts';
import { useGridContext } from '../grid-context.ts';
import { SelectCellEditor, type SelectOption } from './select-cell-editor.tsx';
import type { EditorProps } from './text-editors.tsx';

export const NO_CLASSIFICATION_LABEL = 'Aucune classification';
export const NO_SOFTWARE_LABEL = 'Aucun logiciel';

const CLASSIFICATION_OPTIONS: SelectOption[] = [
  { value: '', label: NO_CLASSIFICATION_LABEL },
  ...CLASSIFICATIONS.map((value) => ({ value, label: value })),
];

const STATUS_OPTIONS: SelectOption[] = CLIENT_STATUSES.map((value) => ({ value, label: CLIENT_STATUS_LABELS[value] }));

const isClassification = (value: string): value is Classification =>
  (CLASSIFICATIONS as readonly string[]).includes(value);
const isStatus = (value: string): value is ClientStatus => (CLIENT_STATUSES as readonly string[]).includes(value);

export function ClassificationEditor({ pos, row, label }: EditorProps) {
  const { finishEdit, cancelEdit } = useGridContext();
  return (
    <SelectCellEditor
      label={label}
      value={row.classification ?? ''}
      options={CLASSIFICATION_OPTIONS}
      onPick={(value, move) =>
        finishEdit(pos, { patch: classificationPatch(isClassification(value) ? value : null, row), draft: value }, move)
      }
      onCancel={() => cancelEdit(pos)}
    />
  );
}

export function StatusEditor({ pos, row, label }: EditorProps) {
  const { finishEdit, cancelEdit } = useGridContext();
  return (
    <SelectCellEditor
      label={label}
      value={row.status}
      options={STATUS_OPTIONS}
      onPick={(value, move) =>
        finishEdit(pos, { patch: isStatus(value) ? statusPatch(value, row) : null, draft: value }, move)
      }
      onCancel={() => cancelEdit(pos)}
    />
  );
}

export function SoftwareEditor({ pos, row, label }: EditorProps) {
  const { finishEdit, cancelEdit, software } = useGridContext();
  const options: SelectOption[] = [
    { value: '', label: NO_SOFTWARE_LABEL },
    ...software.map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <SelectCellEditor
      label={label}
      value={row.softwareId ?? ''}
      options={options}
      onPick={(value, move) => finishEdit(pos, { patch: softwarePatch(value || null, row), draft: value }, move)}
      onCancel={() => cancelEdit(pos)}
    />
  );
}

/** A fiscal profile choice (régime, employeur, oui / non), by its French labels. */
export function ProfileSelectEditor({ field, pos, row, label }: EditorProps & { field: ProfileSelectField }) {
  const { finishEdit, cancelEdit } = useGridContext();
  return (
    <SelectCellEditor
      label={label}
      value={row[field] ?? ''}
      options={PROFILE_OPTIONS[field]}
      onPick={(value, move) => finishEdit(pos, { patch: profileSelectPatch(field, value, row), draft: value }, move)}
      onCancel={() => cancelEdit(pos)}
    />
  );
}
