import { describe, expect, it } from 'vitest';

import { selectAllState, selectionSummary, toggleAll, toggleOne, toggleRange, visibleSelection } from './row-selection.ts';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('a row selection', () => {
  it('counts only the rows still listed', () => {
    expect(visibleSelection(new Set(['a', 'gone']), ids)).toEqual(['a']);
  });

  it('toggles one row, and all of them from the header', () => {
    expect([...toggleOne(new Set(['a']), 'b', true)]).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a']), 'a', false)]).toEqual([]);
    expect([...toggleAll(new Set(['a']), ids)]).toEqual(ids);
    expect([...toggleAll(new Set(ids), ids)]).toEqual([]);
  });

  it('selects a range with Shift+click, up or down, in the displayed order', () => {
    expect([...toggleRange(new Set(['b']), ids, { anchor: 'b', id: 'd', on: true })].sort()).toEqual(['b', 'c', 'd']);
    expect([...toggleRange(new Set(), ids, { anchor: 'e', id: 'c', on: true })].sort()).toEqual(['c', 'd', 'e']);
  });

  it('clears a range the same way, leaving the rows outside it', () => {
    expect([...toggleRange(new Set(ids), ids, { anchor: 'b', id: 'c', on: false })].sort()).toEqual(['a', 'd', 'e']);
  });

  it('falls back to one row when the anchor is gone or unset', () => {
    expect([...toggleRange(new Set(), ids, { anchor: null, id: 'c', on: true })]).toEqual(['c']);
    expect([...toggleRange(new Set(), ids, { anchor: 'gone', id: 'c', on: true })]).toEqual(['c']);
  });

  it('shows the header box checked, mixed or empty', () => {
    expect(selectAllState(new Set(), ids)).toBe(false);
    expect(selectAllState(new Set(['b']), ids)).toBe('mixed');
    expect(selectAllState(new Set(ids), ids)).toBe(true);
    expect(selectAllState(new Set(), [])).toBe(false);
  });

  it('speaks French, with French digit grouping', () => {
    expect(selectionSummary(1)).toBe('1 sélectionné(s)');
    expect(selectionSummary(1200)).toBe('1\u202f200 sélectionné(s)');
  });
});
