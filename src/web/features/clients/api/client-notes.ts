import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { ClientSheet, Note } from '../../../../shared/client-sheet.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { clientSheetQueryKey, systemInfoQueryKey } from '../../../entities/client/client-sheet-query-key.ts';

function setNotes(queryClient: QueryClient, clientId: string, update: (notes: Note[]) => Note[]) {
  queryClient.setQueryData<ClientSheet>(clientSheetQueryKey(clientId), (sheet) => (sheet ? { ...sheet, notes: update(sheet.notes) } : sheet));
}

/** After a note is written or deleted: the sheet's history has a new line, Système a new count. */
function refreshAround(queryClient: QueryClient, clientId: string) {
  void queryClient.invalidateQueries({ queryKey: clientSheetQueryKey(clientId) });
  void queryClient.invalidateQueries({ queryKey: systemInfoQueryKey });
}

export function useAddNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiFetch<Note>(`/api/clients/${clientId}/notes`, { method: 'POST', body: { body } }),
    onSuccess: (note) => {
      setNotes(queryClient, clientId, (notes) => [note, ...notes.filter((other) => other.id !== note.id)]);
      refreshAround(queryClient, clientId);
    },
  });
}

export function useDeleteNote(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => apiFetch<unknown>(`/api/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: (_result, noteId) => {
      setNotes(queryClient, clientId, (notes) => notes.filter((note) => note.id !== noteId));
      refreshAround(queryClient, clientId);
    },
  });
}
