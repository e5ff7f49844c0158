import { useId, useState } from 'react';

import {
  TRACKING_STATUS_LABELS,
  TRACKING_STATUSES,
  type TrackingKind,
  type TrackingRow,
  type TrackingStatus,
} from '../../../../shared/tracking.ts';
import { BulkDialog } from '../../../components/selection/bulk-dialog.tsx';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { SelectionBar } from '../../../components/selection/selection-bar.tsx';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { bulkUpdateTracking } from '../api/bulk-tracking.ts';

type TrackingBulkActionsProps = {
  kind: TrackingKind;
  years: readonly number[];
  selection: RowSelection;
  rows: readonly TrackingRow[];
};

const FIRST_STATUS: TrackingStatus = TRACKING_STATUSES[0];

/** The selection's bar on Suivi: « Changer le statut » of one year column (the latest by default). */
export function TrackingBulkActions({ kind, years, selection, rows }: TrackingBulkActionsProps) {
  const yearId = useId();
  const statusId = useId();
  const [year, setYear] = useState<number | undefined>(years[0]);
  const [status, setStatus] = useState<TrackingStatus>(FIRST_STATUS);
  const bulk = useBulkWrite({
    entities: ['tracking'],
    nameOf: namesById(rows, (row) => row.clientId, (row) => row.raisonSociale),
  });
  if (years.length === 0)
    return (
      <SelectionBar selection={selection} pending={false}>
        <p className="text-sm text-muted-foreground">Ajoutez une année pour changer un statut.</p>
      </SelectionBar>
    );
  return (
    <SelectionBar selection={selection} pending={bulk.pending}>
      <BulkDialog
        label="Changer le statut"
        onOpen={() => {
          setYear(years[0]);
          setStatus(FIRST_STATUS);
        }}
        onSubmit={() => {
          if (year === undefined) return false;
          bulk.run(() => bulkUpdateTracking(kind, year, { clientIds: [...selection.selectedIds], status }), selection.clear);
          return true;
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={yearId}>Année</Label>
          <Select id={yearId} value={year ?? ''} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>Nouveau statut</Label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(TRACKING_STATUSES.find((candidate) => candidate === event.target.value) ?? FIRST_STATUS)}
          >
            {TRACKING_STATUSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {TRACKING_STATUS_LABELS[candidate]}
              </option>
            ))}
          </Select>
        </div>
      </BulkDialog>
    </SelectionBar>
  );
}
