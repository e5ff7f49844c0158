import type { ClientRow } from '../../../../shared/clients.ts';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import { CLIENT_BULK_STALE } from '../api/bulk-clients.ts';

/** A bulk write to clients (the selection's bar, a paste): what it makes stale, and refused rows named. */
export const useClientBulkWrite = (rows: readonly ClientRow[]) =>
  useBulkWrite({ invalidate: CLIENT_BULK_STALE, nameOf: namesById(rows, (row) => row.id, (row) => row.raisonSociale) });
