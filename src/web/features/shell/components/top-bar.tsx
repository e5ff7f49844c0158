import { Bell, Search } from 'lucide-react';

import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** The search box and the bell are placeholders until their features exist (SPEC §2). */
export function TopBar() {
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
      <Button variant="ghost" size="icon" aria-label="Notifications" className="ml-auto text-muted-foreground">
        <Bell aria-hidden="true" />
      </Button>
    </header>
  );
}
