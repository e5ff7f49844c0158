import type { ReactNode } from 'react';
import { useId } from 'react';

type SettingsSectionProps = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** A titled card of the Paramètres page; the title names the region for screen readers. */
export function SettingsSection({ title, description, actions, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-border bg-surface p-6 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
