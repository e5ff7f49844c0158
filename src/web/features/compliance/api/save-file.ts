import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EngagementUpdate, KycUpdate } from '../../../../shared/compliance/api.ts';
import type { DocumentKind } from '../../../../shared/compliance/documents.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { complianceFileQueryOptions, complianceRootKey } from './get-compliance.ts';

// The file's writes. Each one reloads the open file and the list (its row, the tiles, the gaps):
// what the server derives (the next review, the gaps) is read back rather than guessed here.

function useFileWrite<V>(clientId: string, send: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: complianceFileQueryOptions(clientId).queryKey }),
        queryClient.invalidateQueries({ queryKey: complianceRootKey }),
      ]),
  });
}

/** PUT /api/compliance/{clientId}/kyc: some of the LCB-FT fields. */
export const useSaveKyc = (clientId: string) =>
  useFileWrite(clientId, (update: KycUpdate) => apiFetch<unknown>(`/api/compliance/${clientId}/kyc`, { method: 'PUT', body: update }));

/** PUT /api/compliance/{clientId}/engagement: some of the letter's fields. */
export const useSaveEngagement = (clientId: string) =>
  useFileWrite(clientId, (update: EngagementUpdate) => apiFetch<unknown>(`/api/compliance/${clientId}/engagement`, { method: 'PUT', body: update }));

/** POST /api/clients/{id}/documents: the file in `file`, its kind in `kind`. */
export const useUploadDocument = (clientId: string) =>
  useFileWrite(clientId, ({ file, kind }: { file: File; kind: DocumentKind }) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return apiFetch<{ id: string }>(`/api/clients/${clientId}/documents`, { method: 'POST', body: form });
  });

/** The letter made from the firm's template, and a document, as the browser downloads them. */
export const letterUrl = (clientId: string) => `/api/compliance/${clientId}/letter.pdf`;
export const documentUrl = (documentId: string) => `/api/documents/${documentId}`;
