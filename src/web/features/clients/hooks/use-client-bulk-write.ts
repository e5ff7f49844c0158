import type { ClientRow } from '../../../../shared/clients.ts';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import { clientsQueryKey, CLIENT_LIST_ENTITIES } from '../../../entities/client/clients-query.ts';

/** A bulk write to clients (the selection's bar, a paste): what it makes stale, the list itself included, and refused rows named. */
export const useClientBulkWrite = (rows: readonly ClientRow[]) =>
  useBulkWrite({
    entities: CLIENT_LIST_ENTITIES,
    alsoStale: [clientsQueryKey],
    nameOf: namesById(rows, (row) => row.id, (row) => row.raisonSociale),
  });
