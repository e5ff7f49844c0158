import { useId, type ReactNode } from 'react';

/** A titled part of the client sheet; its heading names the region for screen readers. */
export function SheetSection({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-b border-border py-4 first:pt-0 last:border-b-0">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
