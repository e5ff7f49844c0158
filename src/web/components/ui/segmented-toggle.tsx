import type { ComponentType } from 'react';

import { cn } from '../../lib/cn.ts';

type Option<V extends string> = { value: V; label: string; icon?: ComponentType<{ className?: string }> };

type SegmentedToggleProps<V extends string> = {
  label: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
};

/** Two or three exclusive choices as pressed/unpressed buttons (Cabinet / Mes tâches, Liste / Calendrier, Graphique / Tableau). */
export function SegmentedToggle<V extends string>({ label, options, value, onChange }: SegmentedToggleProps<V>) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border border-input bg-muted p-0.5">
      {options.map((option) => {
        const pressed = option.value === value;
        const Icon = option.icon;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => (pressed ? undefined : onChange(option.value))}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded px-3 text-sm font-medium transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              pressed ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
