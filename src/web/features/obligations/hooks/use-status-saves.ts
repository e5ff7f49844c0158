import { useCallback, useEffect, useState } from 'react';

import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import type { ObligationStatus } from '../../../../shared/obligations/kinds.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toggleOne } from '../../../components/selection/lib/row-selection.ts';
import { usePendingObligationUpdates, useUpdateObligation } from '../api/update-obligation.ts';

const FLASH_MS = 1200;

/**
 * A row's status select: saved at once (optimistic), the row that just saved flashes, one whose
 * save failed turns red until its next change, with the server's reason in a toast.
 */
export function useStatusSaves(rows: readonly ObligationRow[]) {
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const update = useUpdateObligation({
    onSaved: (id) => setSaved(id),
    onFailed: ({ id }, error) => {
      setFailed((current) => toggleOne(current, id, true));
      const row = rows.find((candidate) => candidate.id === id);
      toast.error(errorMessage(error), row ? `${row.raisonSociale} — ${row.label}` : undefined);
    },
  });
  const pending = usePendingObligationUpdates();

  useEffect(() => {
    if (saved === null) return;
    const timer = setTimeout(() => setSaved(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const { mutate } = update;
  const handleStatusChange = useCallback(
    (row: ObligationRow, status: ObligationStatus) => {
      setFailed((current) => toggleOne(current, row.id, false));
      setSaved(null);
      mutate({ id: row.id, status });
    },
    [mutate],
  );

  return { saved, failed, pending, handleStatusChange };
}
