import { Select } from './ui/select.tsx';

export type FilterOption<V extends string> = { value: V; label: string };

type FilterSelectProps<V extends string> = {
  /** The select's accessible name (« Filtrer par statut »). */
  label: string;
  /** The first option, which filters nothing (« Tous les statuts »). */
  allLabel: string;
  options: readonly FilterOption<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  className?: string;
};

/** A list's dropdown filter: « Tous … » first, then one option per value. */
export function FilterSelect<V extends string>({ label, allLabel, options, value, onChange, className = 'w-52' }: FilterSelectProps<V>) {
  return (
    <Select
      aria-label={label}
      className={className}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
