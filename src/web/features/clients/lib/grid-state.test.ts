import { describe, expect, it } from 'vitest';

import { gridReducer, INITIAL_GRID_STATE, moveTarget } from './grid-state.ts';

const size = { rowCount: 100, colCount: 14, pageRows: 10, ctrl: false };

describe('moveTarget', () => {
  it('moves with the arrows and stops at the edges, the header being row -1', () => {
    expect(moveTarget('ArrowDown', { row: 0, col: 3 }, size)).toEqual({ row: 1, col: 3 });
    expect(moveTarget('ArrowUp', { row: 0, col: 3 }, size)).toEqual({ row: -1, col: 3 });
    expect(moveTarget('ArrowUp', { row: -1, col: 3 }, size)).toEqual({ row: -1, col: 3 });
    expect(moveTarget('ArrowRight', { row: 5, col: 13 }, size)).toEqual({ row: 5, col: 13 });
    expect(moveTarget('ArrowLeft', { row: 5, col: 0 }, size)).toEqual({ row: 5, col: 0 });
    expect(moveTarget('ArrowDown', { row: 99, col: 0 }, size)).toEqual({ row: 99, col: 0 });
  });

  it('wraps Tab and Shift+Tab to the next and previous rows, and lets Tab leave at the ends', () => {
    expect(moveTarget('Tab', { row: 2, col: 13 }, size)).toEqual({ row: 3, col: 0 });
    expect(moveTarget('Tab', { row: 2, col: 0 }, size, true)).toEqual({ row: 1, col: 13 });
    expect(moveTarget('Tab', { row: 99, col: 13 }, size)).toBeNull();
    expect(moveTarget('Tab', { row: -1, col: 0 }, size, true)).toBeNull();
  });

  it('jumps by page and to the ends', () => {
    expect(moveTarget('PageDown', { row: 95, col: 1 }, size)).toEqual({ row: 99, col: 1 });
    expect(moveTarget('PageUp', { row: 4, col: 1 }, size)).toEqual({ row: 0, col: 1 });
    expect(moveTarget('End', { row: 4, col: 1 }, { ...size, ctrl: true })).toEqual({ row: 99, col: 1 });
    expect(moveTarget('Home', { row: 4, col: 7 }, size)).toEqual({ row: 4, col: 0 });
  });
});

describe('gridReducer', () => {
  const pos = { rowId: 'r1', col: 2 };

  it('keeps a failed draft and reopens the editor with it', () => {
    const editing = gridReducer(INITIAL_GRID_STATE, { type: 'edit', pos });
    const stopped = gridReducer(editing, { type: 'stopEditing' });
    const failed = gridReducer(stopped, { type: 'failed', pos, draft: 'Dupont & Fils', reopen: true });
    expect(failed.editing).toMatchObject({ ...pos, initial: 'Dupont & Fils' });
    expect(failed.failed.get('r1:2')).toBe('Dupont & Fils');
  });

  it('does not take over another cell being edited, but reopens the draft later', () => {
    const other = gridReducer(INITIAL_GRID_STATE, { type: 'edit', pos: { rowId: 'r2', col: 2 } });
    const failed = gridReducer(other, { type: 'failed', pos, draft: 'x', reopen: true });
    expect(failed.editing).toMatchObject({ rowId: 'r2' });
    const again = gridReducer(gridReducer(failed, { type: 'stopEditing' }), { type: 'edit', pos });
    expect(again.editing?.initial).toBe('x');
  });

  it('forgets the failure on Escape or on a later success', () => {
    const failed = gridReducer(INITIAL_GRID_STATE, { type: 'failed', pos, draft: 'x', reopen: false });
    expect(gridReducer(failed, { type: 'cancel', pos }).failed.size).toBe(0);
    const saved = gridReducer(failed, { type: 'saved', pos });
    expect(saved.failed.size).toBe(0);
    expect(saved.saved).toBe('r1:2');
    expect(gridReducer(saved, { type: 'unflash', key: 'r1:2' }).saved).toBeNull();
  });
});
