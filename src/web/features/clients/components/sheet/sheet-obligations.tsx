import { Link } from '@tanstack/react-router';

import { SHEET_OBLIGATIONS_DAYS, type ClientSheet } from '../../../../../shared/client-sheet.ts';
import { formatDateFr, parisToday } from '../../../../../shared/dates.ts';
import type { ObligationRow } from '../../../../../shared/obligations/api.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

function ObligationItem({ obligation, overdue }: { obligation: ObligationRow; overdue: boolean }) {
  return (
    <li className="flex items-center justify-between gap-2 border-b border-border/60 py-2 text-sm last:border-b-0">
      <span className="min-w-0">{obligation.label}</span>
      <span className="flex shrink-0 items-center gap-2 text-xs">
        {obligation.estimated ? (
          <span title={obligation.estimateNote ?? undefined} className="rounded-sm bg-amber-50 px-1.5 py-0.5 font-medium text-amber-800">
            estimée
          </span>
        ) : null}
        <span className={overdue ? 'font-medium text-red-700 tabular-nums' : 'text-muted-foreground tabular-nums'}>
          {formatDateFr(obligation.dueDate)}
        </span>
      </span>
    </li>
  );
}

/**
 * « Prochaines échéances »: the client's obligations still to do within SHEET_OBLIGATIONS_DAYS
 * days, by due date, and the overdue ones folded under their count; the Échéances page lists them all.
 */
export function SheetObligations({ sheet }: { sheet: ClientSheet }) {
  const today = parisToday();
  const overdue = sheet.obligations.filter((obligation) => obligation.dueDate < today);
  const upcoming = sheet.obligations.filter((obligation) => obligation.dueDate >= today);
  return (
    <SheetSection
      title="Prochaines échéances"
      action={
        <Link to="/echeances" search={{ recherche: sheet.client.raisonSociale }} className="text-xs text-primary underline-offset-4 hover:underline">
          Voir les échéances
        </Link>
      }
    >
      {upcoming.length === 0 ? (
        <EmptyText>
          Aucune échéance à faire dans les {SHEET_OBLIGATIONS_DAYS} prochains jours ; elles sont calculées depuis le profil fiscal du client
        </EmptyText>
      ) : (
        <ul aria-label="Prochaines échéances">
          {upcoming.map((obligation) => (
            <ObligationItem key={obligation.id} obligation={obligation} overdue={false} />
          ))}
        </ul>
      )}
      {overdue.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-red-700">
            {overdue.length} échéance{overdue.length > 1 ? 's' : ''} en retard
          </summary>
          <ul aria-label="Échéances en retard">
            {overdue.map((obligation) => (
              <ObligationItem key={obligation.id} obligation={obligation} overdue />
            ))}
          </ul>
        </details>
      ) : null}
    </SheetSection>
  );
}
