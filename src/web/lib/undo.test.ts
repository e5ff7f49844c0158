import { afterEach, describe, expect, it, vi } from 'vitest';

import { changedRowsText, offerUndo, undoLast } from './undo.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the tab’s last undoable write', () => {
  it('is undone once by Ctrl+Z while its toast is shown, then refreshes what it changed', async () => {
    const undo = vi.fn(() => Promise.resolve());
    const onUndone = vi.fn();
    offerUndo({ title: changedRowsText(3), undo, onUndone });
    expect(undoLast()).toBe(true);
    expect(undoLast()).toBe(false);
    await vi.waitFor(() => expect(onUndone).toHaveBeenCalledOnce());
    expect(undo).toHaveBeenCalledOnce();
  });

  it('is no longer undoable once its toast has gone (30 s, or closed)', () => {
    vi.useFakeTimers();
    const undo = vi.fn(() => Promise.resolve());
    offerUndo({ title: changedRowsText(1), undo, onUndone: () => undefined });
    vi.advanceTimersByTime(30_001);
    expect(undoLast()).toBe(false);
    expect(undo).not.toHaveBeenCalled();
  });

  it('only undoes the latest write', async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    offerUndo({ title: 'a', undo: first, onUndone: () => undefined });
    offerUndo({ title: 'b', undo: second, onUndone: () => undefined });
    expect(undoLast()).toBe(true);
    await vi.waitFor(() => expect(second).toHaveBeenCalledOnce());
    expect(first).not.toHaveBeenCalled();
  });

  it('counts rows in French', () => {
    expect(changedRowsText(1200)).toBe('1\u202f200 ligne(s) modifiée(s)');
  });
});
