import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './index.ts';

// A feature folder without its line in FEATURES would build and never show: its page, journal
// labels and live updates come only from the list (src/server/features/index.test.ts is the server's twin).
const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shell is the frame around the pages: the app hands it the sidebar, it declares nothing. */
const FRAME = 'shell';

describe('FEATURES', () => {
  it('lists every feature folder once, under its folder’s name', () => {
    expect(FEATURES.map((feature) => feature.name).sort()).toEqual(folders.filter((name) => name !== FRAME).sort());
  });
});
