import { useEffect, useRef } from 'react';

import { Select } from '../../components/ui/select.tsx';
import { cn } from '../../lib/cn.ts';
import { isFocusNowhere } from '../../lib/focus-nowhere.ts';
import { statusTone, TONE_SELECT_CLASSES, type FollowUpStatus } from './lib/status-tone.ts';

type StatusSelectProps<S extends FollowUpStatus> = {
  value: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  onChange: (status: S) => void;
  'aria-label': string;
  disabled?: boolean;
  className?: string;
};

/**
 * The status dropdown of every follow-up screen (authorisations, bank change items, yearly
 * tracking), coloured by SPEC §4's rule.
 */
export function StatusSelect<S extends FollowUpStatus>({
  value,
  statuses,
  labels,
  onChange,
  disabled,
  className,
  'aria-label': ariaLabel,
}: StatusSelectProps<S>) {
  const ref = useRef<HTMLSelectElement>(null);
  const refocus = useRef(false);
  // The select is disabled while its change saves, which drops the keyboard focus: it comes
  // back once the save is over, unless the person has moved on meanwhile.
  useEffect(() => {
    if (disabled || !refocus.current) return;
    refocus.current = false;
    if (isFocusNowhere(document.activeElement)) ref.current?.focus();
  }, [disabled]);

  return (
    <Select
      ref={ref}
      aria-label={ariaLabel}
      data-status={value}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        refocus.current = document.activeElement === event.target;
        const next = statuses.find((status) => status === event.target.value);
        if (next) onChange(next);
      }}
      className={cn('[&>select]:h-9 [&>select]:font-medium', TONE_SELECT_CLASSES[statusTone(value)], className)}
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {labels[status]}
        </option>
      ))}
    </Select>
  );
}
