import { useState } from 'react';

import { AUTHORIZATION_MESSAGES } from '../../../../shared/authorizations.ts';
import {
  TRACKING_STATUS_LABELS,
  TRACKING_STATUSES,
  type TrackingKind,
  type TrackingRow,
  type TrackingStatus,
} from '../../../../shared/tracking.ts';
import { ClientList } from '../../../entities/client/list/client-list.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import type { ListTabProps } from '../../../entities/client/list/client-list-state.ts';
import { useListSelection } from '../../../entities/client/list/use-list-selection.ts';
import { usePagedClientList } from '../../../entities/client/list/use-paged-client-list.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { trackingPagesPrefix, trackingPath, useTrackingFirstPage } from '../api/get-tracking.ts';
import { usePendingTrackingUpdates, useUpdateTracking } from '../api/update-tracking.ts';
import { buildTrackingCsv, trackingExportName } from '../lib/export-rows.ts';
import { AddYearDialog } from './add-year-dialog.tsx';
import { DeleteYearDialog } from './delete-year-dialog.tsx';
import { TrackingBulkActions } from './tracking-bulk-actions.tsx';
import { TrackingTable } from './tracking-table.tsx';

const NO_OWN_PARAMS = {};

/**
 * One yearly follow-up (CFE or 3 EN 1), paged on the server (decision 0009), which filters, counts
 * and sorts it: its years come with every page. Mount it with key={kind}.
 */
export function TrackingTab({ kind, kindLabel, view }: ListTabProps<TrackingKind, TrackingStatus>) {
  const list = usePagedClientList<TrackingRow, TrackingStatus>({
    view,
    statuses: TRACKING_STATUSES,
    path: trackingPath(kind),
    prefix: trackingPagesPrefix(kind),
    own: NO_OWN_PARAMS,
  });
  const { years } = useTrackingFirstPage(kind, view.filters);
  // The counters and the status filter read the most recent year only (SPEC §9); none without a year.
  const latestYear = years[0];
  const selection = useListSelection(list);

  const update = useUpdateTracking(kind, {
    onError: ({ clientId, year }) => {
      const name = list.rows.find((row) => row.clientId === clientId)?.raisonSociale;
      toast.error(AUTHORIZATION_MESSAGES.updateFailed, name ? `${name} — ${kindLabel} ${year}` : undefined);
    },
  });
  const pending = usePendingTrackingUpdates(kind);
  const [yearToDelete, setYearToDelete] = useState<number | null>(null);

  return (
    <>
      <ClientList
        list={list}
        loadingText="Chargement du suivi…"
        tiles={
          latestYear === undefined
            ? undefined
            : {
                label: `Statuts ${kindLabel} ${latestYear}`,
                caption: `Année ${latestYear}`,
                statuses: TRACKING_STATUSES,
                labels: TRACKING_STATUS_LABELS,
              }
        }
        selectionBar={<TrackingBulkActions kind={kind} years={years} selection={selection} rows={list.rows} />}
        actions={
          <>
            <ExportCsvButton
              name={trackingExportName(kind)}
              disabled={list.query.data === undefined}
              onBuild={async () => buildTrackingCsv(await list.paged.fetchRows(), kindLabel, years)}
            />
            <AddYearDialog kind={kind} kindLabel={kindLabel} years={years} />
          </>
        }
      >
        <TrackingTable
          kind={kind}
          kindLabel={kindLabel}
          years={years}
          list={list}
          selection={selection}
          pending={pending}
          onStatusChange={(row, year, next) => update.mutate({ clientId: row.clientId, year, status: next })}
          onDeleteYear={setYearToDelete}
        />
      </ClientList>
      <DeleteYearDialog kind={kind} kindLabel={kindLabel} year={yearToDelete} onClose={() => setYearToDelete(null)} />
    </>
  );
}
