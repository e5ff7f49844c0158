import type { ReactNode } from 'react';

/** A titled card of the dashboard; the title names the section for assistive technologies. */
export function DashboardPanel({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-4 rounded-lg border border-border bg-surface p-5 shadow-xs">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
