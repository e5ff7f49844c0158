import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ENTITY_CODES } from '../db/schema/activity.ts';
import { SERVER_FEATURES } from './index.ts';

const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('SERVER_FEATURES', () => {
  it('lists every feature folder once, under its folder’s name', () => {
    expect(SERVER_FEATURES.map((feature) => feature.name).sort()).toEqual([...folders].sort());
  });

  it('declares each stored journal entity in exactly one feature', () => {
    const declared = SERVER_FEATURES.flatMap((feature) => (feature.journal ?? []).map((entity) => entity.entity));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...ACTIVITY_ENTITY_CODES].sort());
  });

  it('leaves out of the session check only health, first-run setup, the calendar feed calendar apps read, and the watch on documents', () => {
    const publicPaths = SERVER_FEATURES.flatMap((feature) => (feature.routes ?? []).filter((route) => route.public).map((route) => route.path));
    // '/documents' serves nothing: it journals a signed-out download the session check refused (compliance/documents.routes.ts).
    expect(publicPaths.sort()).toEqual(['/calendar-feed/ics', '/documents', '/health', '/setup']);
  });
});
