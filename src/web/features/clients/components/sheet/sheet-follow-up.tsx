import { AUTHORIZATION_KIND_LABELS, AUTHORIZATION_STATUS_LABELS } from '../../../../../shared/authorizations.ts';
import type { ClientSheet, SheetTracking } from '../../../../../shared/client-sheet.ts';
import { formatDateFr } from '../../../../../shared/dates.ts';
import { TRACKING_KIND_LABELS, TRACKING_KINDS, TRACKING_STATUS_LABELS } from '../../../../../shared/tracking.ts';
import { statusTone, TONE_BADGE_CLASSES, type FollowUpStatus } from '../../../../entities/follow-up/lib/status-tone.ts';
import { cn } from '../../../../lib/cn.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

function StatusBadge({ status, label }: { status: FollowUpStatus; label: string }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', TONE_BADGE_CLASSES[statusTone(status)])}>{label}</span>;
}

/** The five authorisation kinds with their status and date, as Habilitations and Banque set them. */
export function SheetAuthorizations({ sheet }: { sheet: ClientSheet }) {
  return (
    <SheetSection title="Habilitations">
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Habilitation</th>
            <th scope="col">Statut</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {sheet.authorizations.map((row) => (
            <tr key={row.kind} className="border-b border-border/60 last:border-b-0">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {AUTHORIZATION_KIND_LABELS[row.kind]}
              </th>
              <td className="py-1.5 pr-3">
                <StatusBadge status={row.status} label={AUTHORIZATION_STATUS_LABELS[row.status]} />
              </td>
              <td className="py-1.5 text-right text-muted-foreground tabular-nums">{formatDateFr(row.authorizationDate) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SheetSection>
  );
}

/** CFE and 3 EN 1: each year the firm tracks, newest first. */
export function SheetTracking({ sheet }: { sheet: ClientSheet }) {
  const byKind = new Map<string, SheetTracking[]>();
  for (const cell of sheet.tracking) byKind.set(cell.kind, [...(byKind.get(cell.kind) ?? []), cell]);
  return (
    <SheetSection title="Suivi annuel">
      <dl className="grid gap-2">
        {TRACKING_KINDS.map((kind) => {
          const cells = byKind.get(kind) ?? [];
          return (
            <div key={kind} className="grid grid-cols-[5rem_1fr] items-start gap-2">
              <dt className="py-0.5 text-sm font-medium">{TRACKING_KIND_LABELS[kind]}</dt>
              <dd>
                {cells.length === 0 ? (
                  <EmptyText>Aucune année suivie</EmptyText>
                ) : (
                  <ul aria-label={`Suivi ${TRACKING_KIND_LABELS[kind]}`} className="flex flex-wrap gap-2">
                    {cells.map((cell) => (
                      <li key={cell.year} className="flex items-center gap-1.5 text-sm">
                        <span className="tabular-nums">{cell.year}</span>
                        <StatusBadge status={cell.status} label={TRACKING_STATUS_LABELS[cell.status]} />
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </SheetSection>
  );
}
