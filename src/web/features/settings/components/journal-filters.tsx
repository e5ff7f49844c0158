import { Download } from 'lucide-react';

import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useJournal } from '../../../entities/journal/journal-context.tsx';
import { useUsers } from '../../../entities/user/users-query.ts';
import { activityExportHref } from '../api/activity.ts';
import type { JournalSearch } from '../lib/journal-search.ts';

type JournalFiltersProps = { filters: JournalSearch; onChange: (next: JournalSearch) => void };

/** Utilisateur, Élément, Du, Au, and the export of what they keep. */
export function JournalFilters({ filters, onChange }: JournalFiltersProps) {
  const users = useUsers();
  const journal = useJournal();
  const isEntity = (value: string): boolean => journal.entities.includes(value);
  const set = (patch: JournalSearch) => onChange({ ...filters, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="journal-user">Utilisateur</Label>
        <Select id="journal-user" className="w-52" value={filters.utilisateur ?? ''} onChange={(event) => set({ utilisateur: event.target.value || undefined })}>
          <option value="">Tous</option>
          {(users.data ?? []).map((user) => (
            <option key={user.id} value={user.id}>
              {user.fullName}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-entity">Élément</Label>
        <Select
          id="journal-entity"
          className="w-56"
          value={filters.element ?? ''}
          onChange={(event) => set({ element: isEntity(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">Tous</option>
          {journal.entities.map((entity) => (
            <option key={entity} value={entity}>
              {journal.entityLabel(entity)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-from">Du</Label>
        <Input id="journal-from" type="date" className="w-40" value={filters.du ?? ''} max={filters.au} onChange={(event) => set({ du: event.target.value || undefined })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-to">Au</Label>
        <Input id="journal-to" type="date" className="w-40" value={filters.au ?? ''} min={filters.du} onChange={(event) => set({ au: event.target.value || undefined })} />
      </div>
      <Button asChild variant="secondary" className="ml-auto">
        <a href={activityExportHref(filters)} download>
          <Download aria-hidden="true" />
          Exporter
        </a>
      </Button>
    </div>
  );
}
