import type { ReactNode } from 'react';

/** A titled card of the Statistiques page. */
export function StatsPanel({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-4 rounded-lg border border-border bg-surface p-5 shadow-xs">
      <div className="grid gap-0.5">
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
