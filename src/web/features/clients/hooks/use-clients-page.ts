import { useMemo, useState, type RefObject } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useSoftware } from '../../../entities/software/software-query.ts';
import { useUsers } from '../../../entities/user/users-query.ts';
import { bulkUpdateClients } from '../api/bulk-clients.ts';
import { useCreateClient } from '../api/create-client.ts';
import type { ClientsGridHandle } from '../components/clients-grid.tsx';
import { buildLookups } from '../lib/client-lookups.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';
import type { PastePlan } from '../lib/paste-block.ts';
import { useClientBulkWrite } from './use-client-bulk-write.ts';

const NO_USERS = [] as const;
const NO_SOFTWARE = [] as const;

/** The users and software the grid's cells name, in their display order, and the lookups built on them. */
export function useClientsReferenceData() {
  const users = useUsers().data ?? NO_USERS;
  const softwareData = useSoftware().data;
  const software = useMemo(
    () => (softwareData ? [...softwareData].sort((a, b) => a.displayOrder - b.displayOrder) : NO_SOFTWARE),
    [softwareData],
  );
  const lookups = useMemo(() => buildLookups(users, software), [users, software]);
  return { users, software, lookups };
}

/** A pasted block's preview: written as one bulk change once confirmed. */
export function usePastePreview(rows: readonly ClientRow[]) {
  const [plan, setPlan] = useState<PastePlan | null>(null);
  const write = useClientBulkWrite(rows);
  const handleConfirm = () => {
    if (!plan) return;
    const planned = plan.rows;
    write.run(() => bulkUpdateClients({ rows: planned }), () => setPlan(null));
  };
  return { plan, setPlan, pending: write.pending, handleConfirm, close: () => setPlan(null) };
}

/** « Ajouter un client »: a blank client, kept in view whatever the filters, its name cell open for typing. */
export function useAddClient(pin: (id: string) => void, gridRef: RefObject<ClientsGridHandle | null>) {
  const createClient = useCreateClient();
  function handleAdd() {
    createClient.mutate(undefined, {
      onSuccess: (created) => {
        pin(created.id);
        gridRef.current?.editCell(created.id, 'raisonSociale');
      },
      onError: () => toast.error(CLIENT_MESSAGES.addFailed),
    });
  }
  return { handleAdd, pending: createClient.isPending };
}
