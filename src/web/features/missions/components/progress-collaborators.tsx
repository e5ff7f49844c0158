import type { Progress } from '../../../../shared/missions/api.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');
const numeric = 'px-3 py-2 text-right tabular-nums';

type Row = Progress['collaborators'][number];
const COUNTS = [
  { key: 'open', label: 'Ouvertes' },
  { key: 'late', label: 'En retard' },
  { key: 'waiting', label: 'En attente client' },
  { key: 'done', label: 'Terminées' },
] as const satisfies readonly { key: keyof Row; label: string }[];

/** Per responsible, this campaign's missions: open, late, waiting for the client, done; and the total. */
export function ProgressCollaborators({ rows }: { rows: Progress['collaborators'] }) {
  if (rows.length === 0) return null;
  const total = (key: (typeof COUNTS)[number]['key']) => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Missions par collaborateur</caption>
        <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Collaborateur
            </th>
            {COUNTS.map((count) => (
              <th key={count.key} scope="col" className="px-3 py-2 text-right font-medium">
                {count.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.userId ?? 'none'}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.name}
              </th>
              {COUNTS.map((count) => (
                <td key={count.key} className={count.key === 'late' && row.late > 0 ? `${numeric} font-medium text-red-700` : numeric}>
                  {numberFormat.format(row[count.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {COUNTS.map((count) => (
              <td key={count.key} className={numeric}>
                {numberFormat.format(total(count.key))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
