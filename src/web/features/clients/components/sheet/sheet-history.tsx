import { formatActivityAt } from '../../../../../shared/activity.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { RetryAlert } from '../../../../components/ui/retry-alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useJournal } from '../../../../entities/journal/journal-context.tsx';
import { useClientHistory } from '../../api/get-client-history.ts';
import type { ClientLookups } from '../../lib/client-lookups.ts';
import { describeHistoryEntry } from '../../lib/history-entry.ts';
import { formatSheetLongTime } from '../../lib/sheet-format.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

/** Every change recorded on the client, newest first, a page at a time ('Voir plus'). */
export function SheetHistory({ clientId, lookups }: { clientId: string; lookups: ClientLookups }) {
  const history = useClientHistory(clientId);
  const journal = useJournal();
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <SheetSection title="Historique">
      {history.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Chargement…
        </p>
      ) : history.isError && entries.length === 0 ? (
        <RetryAlert onRetry={() => void history.refetch()}>Impossible de charger l’historique.</RetryAlert>
      ) : entries.length === 0 ? (
        <EmptyText>Aucune modification enregistrée</EmptyText>
      ) : (
        <ol aria-label="Historique" className="grid gap-2">
          {entries.map((entry) => {
            const line = describeHistoryEntry(journal, entry, lookups);
            return (
              <li key={entry.id} className="grid gap-0.5 border-b border-border/60 pb-2 text-sm last:border-b-0">
                <span className="text-xs text-muted-foreground">
                  <time dateTime={entry.at} title={formatSheetLongTime(entry.at)}>
                    {formatActivityAt(entry.at)}
                  </time>
                  {' · '}
                  {entry.userName ?? 'Utilisateur supprimé'}
                </span>
                <p className="line-clamp-4 break-words whitespace-pre-wrap">
                  <span className="font-medium">{line.label}</span>
                  {line.from !== null && line.to !== null ? (
                    <>
                      {' : '}
                      {line.from} → <span className="font-medium">{line.to}</span>
                    </>
                  ) : line.from !== null || line.to !== null ? (
                    ` : ${line.to ?? line.from ?? ''}`
                  ) : null}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {history.hasNextPage ? (
        <Button variant="secondary" size="sm" className="justify-self-start" pending={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          Voir plus
        </Button>
      ) : null}
      {history.isFetchNextPageError ? <Alert>Impossible de charger la suite de l’historique.</Alert> : null}
    </SheetSection>
  );
}
