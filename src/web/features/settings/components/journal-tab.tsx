import { getRouteApi } from '@tanstack/react-router';

import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useJournal } from '../../../entities/journal/journal-context.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useActivity } from '../api/activity.ts';
import { journalFilters, knownElement, type JournalSearch } from '../lib/journal-search.ts';
import { JournalFilters } from './journal-filters.tsx';
import { JournalTable } from './journal-table.tsx';
import { SettingsSection } from './settings-section.tsx';

const routeApi = getRouteApi('/app/settings');

/** 'Journal' (admins only): every write of the firm, filtered, page by page, and its export. */
export function JournalTab() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const journal = useJournal();
  const filters = journalFilters(knownElement(search, journal.entities));
  const activity = useActivity(filters);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const handleFilters = (next: JournalSearch) => void navigate({ search: { onglet: 'journal', ...journalFilters(next) }, replace: true });

  return (
    <SettingsSection title="Journal des modifications" description="Qui a modifié quoi, et quand : la valeur avant et après chaque modification.">
      <JournalFilters filters={filters} onChange={handleFilters} />
      {filters.lot ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          Lignes d’une action groupée.
          <Button variant="link" size="inline" onClick={() => handleFilters({ ...filters, lot: undefined })}>
            Revenir à tout le journal
          </Button>
        </p>
      ) : null}
      {activity.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Chargement du journal…
        </p>
      ) : activity.isError ? (
        <RetryAlert onRetry={() => void activity.refetch()}>{errorMessage(activity.error)}</RetryAlert>
      ) : entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground">Aucune activité pour ces filtres</p>
      ) : (
        <>
          <JournalTable entries={entries} onOpenBatch={filters.lot ? undefined : (lot) => handleFilters({ ...filters, lot })} />
          {activity.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" pending={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
                Charger plus
              </Button>
            </div>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
