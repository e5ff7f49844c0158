import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { LetterTemplate } from '../../../../shared/compliance/letter-template.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// The firm's engagement letter text: « Générer la lettre » fills it in; admins edit it in Paramètres.

const TEMPLATE_PATH = '/api/compliance/letter-template';

export const letterTemplateQueryKey = ['compliance-letter-template'] as const;

export const letterTemplateQueryOptions = () =>
  queryOptions({
    queryKey: letterTemplateQueryKey,
    queryFn: ({ signal }) => apiFetch<LetterTemplate>(TEMPLATE_PATH, { signal }),
  });

export const useLetterTemplate = () => useQuery(letterTemplateQueryOptions());

/** PUT (admins): the saved text becomes the cached one. */
export function useSaveLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: LetterTemplate) => apiFetch<LetterTemplate>(TEMPLATE_PATH, { method: 'PUT', body: template }),
    onSuccess: (saved) => queryClient.setQueryData(letterTemplateQueryKey, saved),
  });
}
