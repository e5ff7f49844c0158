import { describe, expect, it } from 'vitest';
import { OTHER_PLATFORM, PLATFORM_IDS, PLATFORM_LABELS, PLATFORMS, platformName } from './platforms.ts';

describe('the platforms shipped with the product', () => {
  it('have distinct slugs for ids, none of them « autre », and are ordered by name as French sorts them', () => {
    const ids = PLATFORMS.map((platform) => platform.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).not.toContain(OTHER_PLATFORM);
    const names = PLATFORMS.map((platform) => platform.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr-FR', { sensitivity: 'base' }).compare));
    expect(PLATFORM_IDS.at(-1)).toBe(OTHER_PLATFORM);
  });

  it('name a platform, « Autre » with its free text, and nothing when none is chosen', () => {
    expect(PLATFORM_LABELS.pennylane).toBe('Pennylane');
    expect(platformName('sage', null)).toBe('Sage');
    expect(platformName(OTHER_PLATFORM, 'Plateforme du groupement')).toBe('Autre : Plateforme du groupement');
    expect(platformName(OTHER_PLATFORM, null)).toBe('Autre');
    expect(platformName(null, null)).toBeNull();
  });
});
