import { useId, useState } from 'react';

import { Label } from '../ui/label.tsx';
import { Select } from '../ui/select.tsx';
import { BulkDialog } from './bulk-dialog.tsx';

export type BulkOption<V extends string> = { value: V; label: string };

type BulkChoiceDialogProps<V extends string> = {
  /** « Changer le statut » */
  label: string;
  /** The select's label (« Nouveau statut »). */
  fieldLabel: string;
  options: readonly BulkOption<V>[];
  onApply: (value: V) => void;
};

/** « Changer le statut / la classification / le logiciel / la priorité », « Réassigner »…: one select. */
export function BulkChoiceDialog<V extends string>({ label, fieldLabel, options, onApply }: BulkChoiceDialogProps<V>) {
  const id = useId();
  const first = options[0]?.value;
  const [value, setValue] = useState<V | undefined>(first);
  return (
    <BulkDialog
      label={label}
      onOpen={() => setValue(first)}
      onSubmit={() => {
        if (value === undefined) return false;
        onApply(value);
        return true;
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{fieldLabel}</Label>
        <Select
          id={id}
          value={value ?? ''}
          onChange={(event) => setValue(options.find((option) => option.value === event.target.value)?.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </BulkDialog>
  );
}

/** A label record (STATUS_LABELS) as the dialog's options, in the given order. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>): BulkOption<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** « Changer le statut »: the same words on every list whose rows carry a status. */
export function BulkStatusDialog<V extends string>({ options, onApply }: Pick<BulkChoiceDialogProps<V>, 'options' | 'onApply'>) {
  return <BulkChoiceDialog label="Changer le statut" fieldLabel="Nouveau statut" options={options} onApply={onApply} />;
}
