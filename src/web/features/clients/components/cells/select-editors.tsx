import { classificationPatch, softwarePatch, statusPatch } from '../../lib/cell-patch.ts';
import {
  CLASSIFICATION_OPTIONS,
  isClassification,
  isClientStatus,
  softwareOptions,
  STATUS_OPTIONS,
} from '../../lib/client-options.ts';
import { PROFILE_OPTIONS, profileSelectPatch, type ProfileSelectField } from '../../lib/profile-fields.ts';
import { useGridContext } from '../grid-context.ts';
import { SelectCellEditor } from './select-cell-editor.tsx';
import type { EditorProps } from './text-editors.tsx';

// `initial` is set only when a failed save reopens the cell: the choice that failed, so it is not lost.

export function ClassificationEditor({ pos, row, label, initial }: EditorProps) {
  const { finishEdit, cancelEdit } = useGridContext();
  return (
    <SelectCellEditor
      label={label}
      value={initial ?? row.classification ?? ''}
      options={CLASSIFICATION_OPTIONS}
      onPick={(value, move) =>
        finishEdit(pos, { patch: classificationPatch(isClassification(value) ? value : null, row), draft: value }, move)
      }
      onCancel={() => cancelEdit(pos)}
    />
  );
}

export function StatusEditor({ pos, row, label, initial }: EditorProps) {
  const { finishEdit, cancelEdit } = useGridContext();
  return (
    <SelectCellEditor
      label={label}
      value={initial ?? row.status}
      options={STATUS_OPTIONS}
      onPick={(value, move) =>
        finishEdit(pos, { patch: isClientStatus(value) ? statusPatch(value, row) : null, draft: value }, move)
      }
      onCancel={() => cancelEdit(pos)}
    />
  );
}

export function SoftwareEditor({ pos, row, label, initial }: EditorProps) {
  const { finishEdit, cancelEdit, software } = useGridContext();
  const options = softwareOptions(software);
  return (
    <SelectCellEditor
      label={label}
      value={initial ?? row.softwareId ?? ''}
      options={options}
      onPick={(value, move) => finishEdit(pos, { patch: softwarePatch(value || null, row), draft: value }, move)}
      onCancel={() => cancelEdit(pos)}
    />
  );
}

/** A fiscal profile choice (régime, employeur, oui / non), by its French labels. */
export function ProfileSelectEditor({ field, pos, row, label, initial }: EditorProps & { field: ProfileSelectField }) {
  const { finishEdit, cancelEdit } = useGridContext();
  return (
    <SelectCellEditor
      label={label}
      value={initial ?? row[field] ?? ''}
      options={PROFILE_OPTIONS[field]}
      onPick={(value, move) => finishEdit(pos, { patch: profileSelectPatch(field, value, row), draft: value }, move)}
      onCancel={() => cancelEdit(pos)}
    />
  );
}
