import { useCallback, useEffect, useRef, type RefObject } from 'react';

import { isSearchShortcut } from '../lib/search-shortcut.ts';

/**
 * Ctrl+K / ⌘K focuses the search box from anywhere and opens it. Returns how to let go of where
 * the focus was: given back (Escape) or forgotten (a result opened, the box left). `setOpen` is a
 * state setter (stable).
 */
export function useSearchShortcut(inputRef: RefObject<HTMLInputElement | null>, setOpen: (open: boolean) => void) {
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    function handleShortcut(event: globalThis.KeyboardEvent) {
      if (!isSearchShortcut(event)) return;
      const input = inputRef.current;
      // A modal dialog hides the page from the keyboard: the search is not reachable then.
      if (!input || input.closest('[aria-hidden="true"], [inert]')) return;
      event.preventDefault();
      if (document.activeElement !== input && document.activeElement instanceof HTMLElement) {
        returnFocusRef.current = document.activeElement;
      }
      input.focus();
      input.select();
      setOpen(true);
    }
    // Capture: a grid or an editor handling its own keys must not swallow the shortcut.
    document.addEventListener('keydown', handleShortcut, true);
    return () => document.removeEventListener('keydown', handleShortcut, true);
  }, [inputRef, setOpen]);
  return useCallback((restore: boolean) => {
    const previous = returnFocusRef.current;
    returnFocusRef.current = null;
    if (restore && previous?.isConnected) previous.focus();
  }, []);
}
