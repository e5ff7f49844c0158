import { useId, useState } from 'react';

import { Field } from '../ui/field.tsx';
import { BulkDialog } from './bulk-dialog.tsx';

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

type BulkTextDialogProps<T> = {
  /** « Définir la date » */
  label: string;
  fieldLabel: string;
  placeholder?: string;
  /** The cell's own rule (the JJ/MM/AAAA of an authorisation date): one rule for both. */
  parse: (text: string) => Parsed<T>;
  onApply: (value: T) => void;
};

/** A typed value for every selected row, checked by the same parser as the cell before anything is sent. */
export function BulkTextDialog<T>({ label, fieldLabel, placeholder, parse, onApply }: BulkTextDialogProps<T>) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <BulkDialog
      label={label}
      onOpen={() => {
        setText('');
        setError(undefined);
      }}
      onSubmit={() => {
        const parsed = parse(text);
        if (!parsed.ok) {
          setError(parsed.message);
          return false;
        }
        onApply(parsed.value);
        return true;
      }}
    >
      <Field
        id={id}
        label={fieldLabel}
        placeholder={placeholder}
        value={text}
        error={error}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
    </BulkDialog>
  );
}
