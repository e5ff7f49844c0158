import { useCallback } from 'react';

import { toast } from '../../../components/ui/toast.tsx';
import { useAddCollaborator, useRemoveCollaborator } from '../api/client-collaborators.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';

/** Chip add and remove, optimistic, with SPEC §8's alerts on failure. */
export function useCollaboratorActions() {
  const { mutateAsync: add } = useAddCollaborator();
  const { mutateAsync: remove } = useRemoveCollaborator();
  const addCollaborator = useCallback(
    (clientId: string, userId: string) => {
      add({ clientId, userId }).catch(() => toast.error(CLIENT_MESSAGES.addCollaboratorFailed));
    },
    [add],
  );
  const removeCollaborator = useCallback(
    (clientId: string, userId: string) => {
      remove({ clientId, userId }).catch(() => toast.error(CLIENT_MESSAGES.removeCollaboratorFailed));
    },
    [remove],
  );
  return { addCollaborator, removeCollaborator };
}
