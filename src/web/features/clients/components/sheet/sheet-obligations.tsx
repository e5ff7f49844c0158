import { Link } from '@tanstack/react-router';

import { SHEET_OBLIGATIONS_DAYS, type ClientSheet } from '../../../../../shared/client-sheet.ts';
import { formatDateFr, parisToday } from '../../../../../shared/dates.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

/**
 * « Prochaines échéances »: the client's obligations still to do, overdue or due within
 * SHEET_OBLIGATIONS_DAYS days, by due date; the Échéances page lists them all.
 */
export function SheetObligations({ sheet }: { sheet: ClientSheet }) {
  const today = parisToday();
  return (
    <SheetSection
      title="Prochaines échéances"
      action={
        <Link
          to="/echeances"
          search={{ recherche: sheet.client.raisonSociale }}
          className="text-xs text-primary underline-offset-4 hover:underline"
        >
          Voir les échéances
        </Link>
      }
    >
      {sheet.obligations.length === 0 ? (
        <EmptyText>
          Aucune échéance à faire dans les {SHEET_OBLIGATIONS_DAYS} prochains jours ; le profil fiscal du client décide lesquelles sont
          calculées
        </EmptyText>
      ) : (
        <ul aria-label="Prochaines échéances">
          {sheet.obligations.map((obligation) => {
            const overdue = obligation.dueDate < today;
            return (
              <li key={obligation.id} className="flex items-center justify-between gap-2 border-b border-border/60 py-2 text-sm last:border-b-0">
                <span className="min-w-0">{obligation.label}</span>
                <span className="flex shrink-0 items-center gap-2 text-xs">
                  {obligation.estimated ? (
                    <span title={obligation.estimateNote ?? undefined} className="rounded-sm bg-amber-50 px-1.5 py-0.5 font-medium text-amber-800">
                      estimée
                    </span>
                  ) : null}
                  <span className={overdue ? 'font-medium text-red-700 tabular-nums' : 'text-muted-foreground tabular-nums'}>
                    {overdue ? 'En retard · ' : ''}
                    {formatDateFr(obligation.dueDate)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </SheetSection>
  );
}
