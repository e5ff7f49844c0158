import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SoftwareClientList, SoftwareClientRow } from '../../../shared/software.ts';
import { LIVE_TABLE } from '../features.ts';
import { createChangeApplier } from './live-updates.ts';

// Logiciels' « Clients actifs » (GET /api/software/clients): a colleague's change to a client
// patches that client's row into the cached list instead of reloading 50,000 rows.

const row = (clientId: string, softwareId: string | null): SoftwareClientRow => ({ clientId, raisonSociale: clientId, siret: null, numeroClient: null, softwareId });

afterEach(() => vi.unstubAllGlobals());

describe('live updates of the Logiciels page’s active clients', () => {
  it('plans a patch of the changed client’s row, not a reload of the list', () => {
    const plan = LIVE_TABLE.planChange({ entities: [{ entity: 'client', entityId: 'b', clientId: 'b' }] });
    expect(plan.listRows).toEqual(['b']);
    expect(plan.invalidate).not.toContainEqual(['software-clients']);
    // The cards' counts are reloaded (one small list).
    expect(plan.invalidate).toContainEqual(['software']);
  });

  it('fetches only the changed client’s row and replaces it, or removes it when the client left the list', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<SoftwareClientList>(['software-clients'], { rows: [row('a', null), row('b', null), row('c', 's1')] });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        // b's software changed; c became inactive (absent from the answer).
        return new Response(JSON.stringify({ rows: [row('b', 's2')] }), { status: 200 });
      }),
    );
    const applier = createChangeApplier(queryClient, LIVE_TABLE);
    applier.change({ entities: [{ entity: 'client', entityId: 'b', clientId: 'b' }, { entity: 'client', entityId: 'c', clientId: 'c' }] });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<SoftwareClientList>(['software-clients'])?.rows).toEqual([row('a', null), row('b', 's2')]),
    );
    expect(asked).toEqual(['/api/software/clients?clients=b,c']);
    applier.dispose();
  });
});
