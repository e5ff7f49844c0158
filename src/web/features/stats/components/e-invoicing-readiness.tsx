import { ChartBar, Table2 } from 'lucide-react';
import { useState } from 'react';

import { COMPANY_CATEGORY_LABELS, COMPANY_CATEGORY_UNSET_LABEL } from '../../../../shared/e-invoicing/statuses.ts';
import { formatNumber, formatPercent, type EInvoicingReadiness } from '../../../../shared/stats.ts';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle.tsx';
import { formatCount } from '../lib/stats-labels.ts';

type Display = 'graphique' | 'tableau';
const DISPLAYS = [
  { value: 'graphique', label: 'Graphique', icon: ChartBar },
  { value: 'tableau', label: 'Tableau', icon: Table2 },
] as const;

const TITLE = 'Préparation à la facturation électronique par catégorie';
const SIDES = [
  { key: 'readyToReceive', percentKey: 'readyToReceivePercent', label: 'Réception', barClassName: 'bg-primary' },
  { key: 'readyToIssue', percentKey: 'readyToIssuePercent', label: 'Émission', barClassName: 'bg-success' },
] as const;

const categoryLabel = (row: Pick<EInvoicingReadiness, 'category'>) => (row.category ? COMPANY_CATEGORY_LABELS[row.category] : COMPANY_CATEGORY_UNSET_LABEL);
const share = (count: number, percent: number) => `${formatNumber(count)} (${formatPercent(percent)})`;

/**
 * Per company category, the share of active clients ready to receive and to issue e-invoices: a bar
 * chart (the bars for the eye; each figure is also written out) or, at the reader's choice, a table
 * with the counts behind the shares.
 */
export function EInvoicingReadinessChart({ rows }: { rows: EInvoicingReadiness[] }) {
  const [display, setDisplay] = useState<Display>('graphique');
  return (
    <div className="grid gap-4">
      <SegmentedToggle label="Affichage" options={DISPLAYS} value={display} onChange={setDisplay} />
      {display === 'graphique' ? <ReadinessBars rows={rows} /> : <ReadinessTable rows={rows} />}
    </div>
  );
}

function ReadinessBars({ rows }: { rows: EInvoicingReadiness[] }) {
  return (
    <ul aria-label={TITLE} className="grid gap-4">
      {rows.map((row) => (
        <li key={row.category ?? 'none'} className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate font-medium text-foreground">{categoryLabel(row)}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{formatCount(row.clients, 'client actif', 'clients actifs')}</span>
          </div>
          <div className="grid gap-1">
            {SIDES.map((side) => (
              <div key={side.key} className="grid grid-cols-[5.5rem_minmax(0,1fr)_3rem] items-center gap-2 text-xs">
                <span className="text-muted-foreground">{side.label}</span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                  <span className={`block h-full rounded-full ${side.barClassName}`} style={{ width: `${row[side.percentKey]}%` }} />
                </span>
                <span className="text-right text-foreground tabular-nums">{formatPercent(row[side.percentKey])}</span>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

const numeric = 'px-3 py-2 text-right tabular-nums';

function ReadinessTable({ rows }: { rows: EInvoicingReadiness[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{TITLE}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-medium text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">Catégorie</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Clients actifs</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Prêts à recevoir</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Prêts à émettre</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category ?? 'none'} className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium text-foreground">
                {categoryLabel(row)}
              </th>
              <td className={numeric}>{formatNumber(row.clients)}</td>
              <td className={numeric}>{share(row.readyToReceive, row.readyToReceivePercent)}</td>
              <td className={numeric}>{share(row.readyToIssue, row.readyToIssuePercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
