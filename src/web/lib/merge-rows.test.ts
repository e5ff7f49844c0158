import { describe, expect, it } from 'vitest';

import { mergeRows } from './merge-rows.ts';

const key = (row: { id: string }) => row.id;

describe('mergeRows', () => {
  it('replaces the asked rows in place, removes those the server no longer lists, adds new ones first, leaves the others', () => {
    const rows = [{ id: 'a', v: 1 }, { id: 'b', v: 1 }, { id: 'c', v: 1 }];
    expect(mergeRows(rows, ['a', 'b', 'd'], [{ id: 'a', v: 2 }, { id: 'd', v: 2 }], key)).toEqual([
      { id: 'd', v: 2 },
      { id: 'a', v: 2 },
      { id: 'c', v: 1 },
    ]);
  });

  it('keeps the list as it is when nothing was asked', () => {
    const rows = [{ id: 'a' }];
    expect(mergeRows(rows, [], [], key)).toEqual(rows);
  });
});
