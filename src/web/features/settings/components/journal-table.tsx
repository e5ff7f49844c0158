import { ArrowRight } from 'lucide-react';

import { ACTIVITY_ACTION_LABELS, formatActivityAt, type ActivityEntry } from '../../../../shared/activity.ts';
import { batchLine } from '../../../../shared/bulk.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useJournal } from '../../../entities/journal/journal-context.tsx';

const COLUMNS = [
  { label: 'Date' },
  { label: 'Utilisateur' },
  { label: 'Élément' },
  { label: 'Action' },
  { label: 'Champ' },
  { label: 'Ancienne valeur → Nouvelle valeur' },
];

function Value({ entry, value }: { entry: ActivityEntry; value: string | null }) {
  const journal = useJournal();
  const text = journal.formatValue({ entity: entry.entity, field: entry.field, value });
  return text ? <span className="break-words whitespace-pre-line">{text}</span> : <span className="text-muted-foreground">—</span>;
}

type JournalTableProps = {
  entries: ActivityEntry[];
  /** Set when a bulk action stands as one line for its rows: opens its rows. */
  onOpenBatch?: ((batchId: string) => void) | undefined;
};

/** The journal, newest first: one row per changed field, a bulk action as one line linking to its rows. */
export function JournalTable({ entries, onOpenBatch }: JournalTableProps) {
  const journal = useJournal();
  return (
    <DataTable caption="Journal des modifications" columns={COLUMNS} compact>
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top hover:bg-muted/40">
          <td className="px-3 py-2.5 whitespace-nowrap text-muted-foreground tabular-nums">{formatActivityAt(entry.at)}</td>
          <td className="px-3 py-2.5">{entry.userName ?? '—'}</td>
          <td className="px-3 py-2.5">
            {entry.batch && onOpenBatch ? (
              <>
                {journal.subject(entry)} — {batchLine(entry.batch)}
                <Button variant="link" size="inline" className="block text-xs" onClick={() => entry.batch && onOpenBatch(entry.batch.id)}>
                  Voir les lignes<span className="sr-only"> de la {batchLine(entry.batch)}</span>
                </Button>
              </>
            ) : (
              <>
                {journal.subject(entry)}
                {entry.clientName ? <span className="block text-xs text-muted-foreground">{entry.clientName}</span> : null}
              </>
            )}
          </td>
          <td className="px-3 py-2.5">{ACTIVITY_ACTION_LABELS[entry.action]}</td>
          <td className="px-3 py-2.5">{journal.fieldLabel(entry.field) || '—'}</td>
          <td className="max-w-md px-3 py-2.5">
            <span className="flex flex-wrap items-center gap-1.5">
              <Value entry={entry} value={entry.oldValue} />
              <ArrowRight aria-label="devient" className="size-3.5 shrink-0 text-muted-foreground" />
              <Value entry={entry} value={entry.newValue} />
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
