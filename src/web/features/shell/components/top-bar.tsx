import type { ReactNode } from 'react';
import { Search } from 'lucide-react';

import { Input } from '../../../components/ui/input.tsx';

type TopBarProps = {
  /** The notification bell, which the app layout brings from its own feature. */
  notifications?: ReactNode;
};

/** The search box is a placeholder until its feature exists (SPEC §2). */
export function TopBar({ notifications }: TopBarProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-4 border-b border-border bg-surface px-6">
      <div role="search" className="relative w-full max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Recherche globale"
          placeholder="Rechercher un client, une tâche..."
          className="h-9 bg-muted pl-9"
        />
      </div>
      <div className="ml-auto flex items-center">{notifications}</div>
    </header>
  );
}
