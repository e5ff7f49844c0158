import { Popover } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

type Option<T extends string> = { value: T; label: string };

type MultiSelectProps<T extends string> = {
  /** Names the control for screen readers (the caption above it says the same). */
  label: string;
  options: readonly Option<T>[];
  /** The chosen values; none means « all ». */
  value: readonly T[];
  /** What the trigger reads when nothing is chosen: « Tous », « Toutes ». */
  allLabel: string;
  /** The new choice, in the options' order. */
  onChange: (value: T[]) => void;
  className?: string;
};

/**
 * A filter that takes several values (« À faire » and « En cours »): a select-looking button that
 * opens a list of checkboxes. Checkboxes keep the platform's keyboard handling (Tab, Space), and the
 * popover closes on Escape or outside. One value reads as its label, several as their labels joined.
 */
export function MultiSelect<T extends string>({ label, options, value, allLabel, onChange, className }: MultiSelectProps<T>) {
  const chosen = new Set(value);
  const summary = value.length === 0 ? allLabel : options.filter((option) => chosen.has(option.value)).map((option) => option.label).join(', ');
  const toggle = (item: T, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(item);
    else next.delete(item);
    onChange(options.map((option) => option.value).filter((candidate) => next.has(candidate)));
  };

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`${label} : ${summary}`}
        className={cn(
          'relative inline-flex h-10 min-w-32 max-w-56 cursor-pointer items-center rounded-md border border-input bg-surface pr-8 pl-3 text-left text-sm text-foreground shadow-xs',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
          className,
        )}
      >
        <span className="truncate">{summary}</span>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={16}
          // A long list (Échéances' fourteen types) scrolls within the room left under or over the trigger.
          className="z-40 grid max-h-(--radix-popover-content-available-height) min-w-48 gap-1 overflow-y-auto rounded-md border border-border bg-surface p-2 shadow-lg"
        >
          <div role="group" aria-label={label} className="grid gap-0.5">
            {options.map((option) => (
              <label key={option.value} className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  checked={chosen.has(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  className="size-4 cursor-pointer accent-primary"
                />
                {option.label}
              </label>
            ))}
          </div>
          {value.length > 0 ? (
            <button
              type="button"
              onClick={() => onChange([])}
              className="mt-1 cursor-pointer rounded-sm px-2 py-1 text-left text-xs text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {allLabel} (effacer le choix)
            </button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
