import { describe, expect, it } from 'vitest';
import { isSearchShortcut, shortcutHint } from './search-shortcut.ts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isSearchShortcut', () => {
  it('is Ctrl+K or ⌘K, whatever the case of the letter', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true }))).toBe(true);
  });

  it('is not K alone, nor with Alt or Shift, nor another letter', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });
});

describe('shortcutHint', () => {
  it('shows ⌘K on Apple systems and Ctrl K elsewhere', () => {
    expect(shortcutHint('MacIntel')).toBe('⌘K');
    expect(shortcutHint('iPhone')).toBe('⌘K');
    expect(shortcutHint('Linux x86_64')).toBe('Ctrl K');
    expect(shortcutHint('Win32')).toBe('Ctrl K');
  });
});
