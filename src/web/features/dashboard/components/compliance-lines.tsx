import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';

import type { DashboardCompliance, ReviewDue } from '../../../../shared/dashboard.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { formatNumber } from '../../../../shared/stats.ts';
import { cn } from '../../../lib/cn.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

// Conformité's lines on the Dashboard (issue 25), from the compliance feature's Dashboard section
// (rules in src/shared/dashboard.ts): they open the Conformité page.

const linkClass = cn('flex items-center gap-3 rounded-md px-2 py-2 hover:bg-muted', 'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none');

/** '0 client avec des lacunes', '1 client avec des lacunes', '12 clients avec des lacunes'. */
export const formatClientsWithGaps = (count: number) => `${formatNumber(count)} client${count > 1 ? 's' : ''} avec des lacunes`;
/** '1 revue', '3 revues'. */
const reviewCount = (count: number) => `${formatNumber(count)} revue${count > 1 ? 's' : ''}`;

/**
 * « Conformité : N clients avec des lacunes », for an admin (the section answers null to the
 * others): a link to the Contrôle qualité tab. Zero shows, as the other lines do.
 */
export function ComplianceGapsLine({ clientsWithGaps }: { clientsWithGaps: number }) {
  const gaps = clientsWithGaps > 0;
  return (
    <Link
      to="/conformite"
      search={{ onglet: 'controle' }}
      className="flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm shadow-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span aria-hidden="true" className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', gaps ? 'bg-amber-50 text-amber-800' : 'bg-green-50 text-green-700')}>
        <ShieldCheck className="size-4" />
      </span>
      <span className="min-w-0 text-muted-foreground">
        Conformité : <span className="font-semibold text-foreground tabular-nums">{formatClientsWithGaps(clientsWithGaps)}</span>
      </span>
    </Link>
  );
}

function ReviewItem({ review, today }: { review: ReviewDue; today: string }) {
  const late = review.nextReviewAt < today;
  return (
    <li>
      <Link to="/conformite" search={{ client: review.clientId }} className={linkClass}>
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{review.raisonSociale}</span>
        <span className={cn('shrink-0 text-xs font-medium tabular-nums', late ? 'text-red-700' : 'text-muted-foreground')}>
          {late ? 'En retard depuis le' : 'Le'} {formatDateFr(review.nextReviewAt)}
        </span>
      </Link>
    </li>
  );
}

/** « Mes revues LCB-FT à faire »: my clients whose review is due by Sunday or overdue, the oldest first; each opens its file. */
export function MyReviewsDue({ compliance, today }: { compliance: DashboardCompliance; today: string }) {
  const hidden = compliance.reviewsDueCount - compliance.reviewsDue.length;
  return (
    <DashboardPanel
      id="reviews-due-title"
      title="Mes revues LCB-FT à faire"
      aside={<span className="text-xs text-muted-foreground">{reviewCount(compliance.reviewsDueCount)}</span>}
    >
      {compliance.reviewsDue.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune revue à faire cette semaine</p>
      ) : (
        <ul className="-mx-2 grid gap-1">
          {compliance.reviewsDue.map((review) => (
            <ReviewItem key={review.clientId} review={review} today={today} />
          ))}
        </ul>
      )}
      {hidden > 0 ? <p className="text-xs text-muted-foreground">Et {reviewCount(hidden)} de plus sur la page Conformité.</p> : null}
    </DashboardPanel>
  );
}
