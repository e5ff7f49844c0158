import { describe, expect, it } from 'vitest';

import { LIVE_TABLE } from '../features.ts';

// Logiciels' « Clients actifs » (GET /api/software/clients) is paged on the server (decision
// 0009): a colleague's change to a client or to a portfolio reads the loaded pages and the tiles
// again (the row may belong to a page not loaded yet, or leave the card's filter) instead of
// patching its row in.

describe('live updates of the Logiciels page’s active clients', () => {
  it('refreshes the loaded pages and the cards’ counts when a client changes, without patching rows', () => {
    const plan = LIVE_TABLE.planChange({ entities: [{ entity: 'client', entityId: 'b', clientId: 'b' }] });
    expect(plan.invalidate).toContainEqual(['software-clients', 'pages']);
    expect(plan.invalidate).toContainEqual(['software']);
    expect(LIVE_TABLE.patchedLists.map((list) => list.prefix[0])).not.toContain('software-clients');
  });

  it('refreshes the pages when a portfolio changes, and the cards alone when a software is renamed', () => {
    expect(LIVE_TABLE.planChange({ entities: [{ entity: 'client_collaborator', entityId: 'b:u' , clientId: 'b' }] }).invalidate).toContainEqual(['software-clients', 'pages']);
    const renamed = LIVE_TABLE.planChange({ entities: [{ entity: 'software', entityId: 's1' }] }).invalidate;
    expect(renamed).toContainEqual(['software']);
    expect(renamed.map((prefix) => prefix[0])).not.toContain('software-clients');
  });
});
