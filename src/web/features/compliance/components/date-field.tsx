import { Field } from '../../../components/ui/field.tsx';

type DateFieldProps = { id: string; label: string; value: string; error: string | undefined; onChange: (text: string) => void; readOnly?: boolean };

/** A date typed JJ/MM/AAAA, as the other forms take them. */
export function DateField({ id, label, value, error, onChange, readOnly }: DateFieldProps) {
  return (
    <Field
      id={id}
      label={`${label} (JJ/MM/AAAA)`}
      placeholder="JJ/MM/AAAA"
      value={value}
      error={error}
      readOnly={readOnly}
      autoComplete="off"
      inputMode="numeric"
      maxLength={10}
      className="max-w-52"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
