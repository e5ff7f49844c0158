import { Link } from '@tanstack/react-router';
import { FileCheck } from 'lucide-react';

import type { Dashboard } from '../../../../shared/dashboard.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNotReadyToReceive } from '../lib/dashboard-format.ts';

/**
 * « Facturation électronique : N client(s) non prêt(s) à recevoir », the user's clients (see the
 * rule in dashboard.service.ts): a link to the page on « Mes clients ». Zero shows, as the counters do.
 */
export function EInvoicingLine({ eInvoicing }: { eInvoicing: Dashboard['eInvoicing'] }) {
  const late = eInvoicing.notReadyToReceive > 0;
  return (
    <Link
      to="/facturation-electronique"
      search={{ mes: 1 }}
      className="flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm shadow-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span
        aria-hidden="true"
        className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', late ? 'bg-amber-50 text-amber-800' : 'bg-green-50 text-green-700')}
      >
        <FileCheck className="size-4" />
      </span>
      <span className="min-w-0 text-muted-foreground">
        Facturation électronique : <span className="font-semibold text-foreground tabular-nums">{formatNotReadyToReceive(eInvoicing.notReadyToReceive)}</span>
      </span>
    </Link>
  );
}
