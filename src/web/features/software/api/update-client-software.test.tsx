import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { SoftwareClientRow } from '../../../../shared/software.ts';
import { clientsQueryKey, type ClientsResponse } from '../../../entities/client/clients-query.ts';
import { clientRow } from '../../../entities/client/test-rows.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { testQueryClient } from '../../../testing/render.tsx';
import { softwareClientPagesPrefix, type SoftwareClientPages } from './get-software-clients.ts';
import { useUpdateClientSoftware } from './update-client-software.ts';

// The software select of « Clients actifs »: the page's loaded pages (and the whole client list,
// when the Clients page has cached it) show the new software at once, and take the old one back on
// error; once saved, the pages and tiles are read again (the server filters on a card's software).

const SAGE = '6b1f0c3e-8a51-4f4e-9a55-2f0f6f3f8a01';
const EBP = '6b1f0c3e-8a51-4f4e-9a55-2f0f6f3f8a02';

const client = clientRow({ raisonSociale: 'Boulangerie Martin', softwareId: SAGE });
const other = clientRow({ raisonSociale: 'Garage Durand', softwareId: null });
const rowOf = (row: typeof client): SoftwareClientRow => ({
  clientId: row.id,
  raisonSociale: row.raisonSociale,
  siret: row.siret,
  numeroClient: row.numeroClient,
  softwareId: row.softwareId,
});
/** The list's pages as loaded: the client on the second page. */
const pagesKey = [...softwareClientPagesPrefix, 'sort=client&order=asc'];

function renderMutation(patch: ApiReply | (() => Promise<ApiReply>)) {
  fakeApi({ 'PATCH /api/clients/:id': patch, 'GET /api/software': { body: { software: [] } } });
  const queryClient = testQueryClient();
  queryClient.setQueryData<SoftwareClientPages>(pagesKey, { pages: [{ clients: [rowOf(other)] }, { clients: [rowOf(client)] }], pageParams: [null, 'c1'] });
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, { clients: [client, other] });
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useUpdateClientSoftware({ onError }), { wrapper });
  const softwareOf = (id: string) => ({
    page: queryClient.getQueryData<SoftwareClientPages>(pagesKey)?.pages.flatMap((item) => item.clients).find((row) => row.clientId === id)?.softwareId,
    clients: queryClient.getQueryData<ClientsResponse>(clientsQueryKey)?.clients.find((row) => row.id === id)?.softwareId,
  });
  const pagesInvalidated = () => queryClient.getQueryState(pagesKey)?.isInvalidated;
  return { result, onError, softwareOf, pagesInvalidated };
}

describe('useUpdateClientSoftware', () => {
  it('shows the new software in the loaded pages and the client list before the server answers, then reads the pages again', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    const { result, softwareOf, pagesInvalidated } = renderMutation(() => new Promise<ApiReply>((resolve) => (answer = resolve)));
    act(() => result.current.mutate({ clientId: client.id, softwareId: EBP }));
    await waitFor(() => expect(softwareOf(client.id)).toEqual({ page: EBP, clients: EBP }));
    expect(pagesInvalidated()).toBe(false);
    answer({ body: { ...client, softwareId: EBP } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(softwareOf(client.id)).toEqual({ page: EBP, clients: EBP });
    expect(softwareOf(other.id)).toEqual({ page: null, clients: null });
    expect(pagesInvalidated()).toBe(true);
  });

  it('puts the previous software back in both lists when the server refuses, and says which client', async () => {
    const { result, onError, softwareOf } = renderMutation(apiError(500, 'INTERNAL', 'Une erreur inattendue est survenue'));
    act(() => result.current.mutate({ clientId: client.id, softwareId: null }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(client.id));
    expect(softwareOf(client.id)).toEqual({ page: SAGE, clients: SAGE });
  });
});
