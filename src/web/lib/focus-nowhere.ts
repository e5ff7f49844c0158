/**
 * True when the keyboard focus rests on nothing a person works with: no element, the body, or the
 * page's scrolling <main> (focusable so the keyboard can scroll it, and focused by a click on its
 * blank space).
 */
export function isFocusNowhere(focused: Element | null): boolean {
  return focused === null || focused === document.body || focused.tagName === 'MAIN';
}
