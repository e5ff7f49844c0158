import { describe, expect, it } from 'vitest';

import { selectAllState, selectionSummary, toggleAll, toggleOne, visibleSelection } from './selection.ts';

const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('the Échéances selection', () => {
  it('counts only the rows still listed', () => {
    expect(visibleSelection(new Set(['a', 'gone']), rows)).toEqual(['a']);
  });

  it('toggles one row, and all of them from the header', () => {
    expect([...toggleOne(new Set(['a']), 'b', true)]).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a']), 'a', false)]).toEqual([]);
    expect([...toggleAll(new Set(['a']), rows)]).toEqual(['a', 'b', 'c']);
    expect([...toggleAll(new Set(['a', 'b', 'c']), rows)]).toEqual([]);
  });

  it('shows the header box checked, mixed or empty', () => {
    expect(selectAllState(new Set(), rows)).toBe(false);
    expect(selectAllState(new Set(['b']), rows)).toBe('mixed');
    expect(selectAllState(new Set(['a', 'b', 'c']), rows)).toBe(true);
    expect(selectAllState(new Set(), [])).toBe(false);
  });

  it('speaks French', () => {
    expect(selectionSummary(1)).toBe('1 sélectionnée');
    expect(selectionSummary(1200)).toBe('1\u202f200 sélectionnées');
  });
});
