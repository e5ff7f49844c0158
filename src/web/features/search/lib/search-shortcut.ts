type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Ctrl+K, or ⌘K on a Mac: the shortcut of command palettes elsewhere (GitHub, Slack, Linear).
 * It works from every field too, as there; Alt or Shift make it another shortcut.
 */
export function isSearchShortcut(event: KeyLike): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** The hint printed in the box: ⌘K on Apple systems, Ctrl K elsewhere. */
export function shortcutHint(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl K';
}
