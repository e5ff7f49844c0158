import type { ReactNode } from 'react';

import { Select } from '../../../components/ui/select.tsx';

type Option = { value: string; label: string };

type FilterSelectProps = {
  label: string;
  /** The URL's value: '' for « tous », one value, or several comma-joined (a link, a hand-edited URL). */
  value: string;
  allLabel: string;
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
  /** The control is about to be used (focus, pointer): a lazily loaded list can start loading. */
  onWanted?: () => void;
  className?: string;
};

/** A labelled filter select; several values at once show as one option naming them all. */
export function FilterSelect({ label, value, allLabel, options, onChange, onWanted, className }: FilterSelectProps) {
  const several = value.includes(',');
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  return (
    <FilterLabel text={label} className={className}>
      <Select value={value} onChange={(event) => onChange(event.target.value || undefined)} onFocus={onWanted} onPointerDown={onWanted}>
        <option value="">{allLabel}</option>
        {several ? <option value={value}>{value.split(',').map(labelOf).join(', ')}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterLabel>
  );
}

/** A small caption above a filter control; the label element names the control for screen readers. */
export function FilterLabel({ text, className, children }: { text: string; className?: string; children: ReactNode }) {
  return (
    <label className={className ?? 'grid gap-1 text-xs font-medium text-muted-foreground'}>
      {text}
      {children}
    </label>
  );
}
