import { useState } from 'react';

import { PageHeading } from '../../components/page-heading.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { ComplianceGapsLine, MyReviewsDue } from './components/compliance-lines.tsx';
import { CounterCards } from './components/counter-cards.tsx';
import { EInvoicingLine } from './components/e-invoicing-line.tsx';
import { MyClients } from './components/my-clients.tsx';
import { MyLateMissions, MyMissionsByStage } from './components/my-missions.tsx';
import { UrgentTasks } from './components/urgent-tasks.tsx';
import { formatLongDate, greetingWord } from './lib/dashboard-format.ts';
import { parisToday } from '../../../shared/dates.ts';

/**
 * The signed-in user’s day: their task counters, their clients’ e-invoicing readiness (and, for an
 * admin, the clients with compliance gaps), what is urgent, their clients, their missions, their
 * LCB-FT reviews to do.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const [openedAt] = useState(() => Date.now());
  // The moment of the last answer: 'Aujourd’hui' and the greeting match the figures shown.
  const now = new Date(dashboard.dataUpdatedAt || openedAt);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <PageHeading />
        {dashboard.data ? (
          <p className="text-lg text-foreground">
            {greetingWord(now)}, <span className="font-medium">{dashboard.data.fullName}</span>
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground first-letter:uppercase">{formatLongDate(now)}</p>
      </div>
      {dashboard.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Chargement du tableau de bord…
        </p>
      ) : dashboard.isError && !dashboard.data ? (
        <Alert>
          <p>{errorMessage(dashboard.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" pending={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : dashboard.data ? (
        <>
          <CounterCards counters={dashboard.data.counters} />
          <EInvoicingLine eInvoicing={dashboard.data.eInvoicing} />
          {dashboard.data.compliance.clientsWithGaps === null ? null : <ComplianceGapsLine clientsWithGaps={dashboard.data.compliance.clientsWithGaps} />}
          <div className="grid gap-6 lg:grid-cols-2">
            <UrgentTasks tasks={dashboard.data.urgentTasks} now={now} />
            <MyClients clients={dashboard.data.clients} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <MyLateMissions missions={dashboard.data.missions} />
            <MyMissionsByStage missions={dashboard.data.missions} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <MyReviewsDue compliance={dashboard.data.compliance} today={parisToday(now)} />
          </div>
        </>
      ) : null}
    </div>
  );
}
