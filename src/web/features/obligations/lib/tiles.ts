import type { ObligationCounters } from '../../../../shared/obligations/api.ts';
import type { ObligationsSearch } from '../obligations-search.ts';
import { thisWeekSearch } from '../../../entities/obligation/obligations-query.ts';

// Each counter tile is a shortcut to the list of what it counts; the portfolio and the search stay.

/** A tile is named by the counter it shows. */
export type CounterTile = keyof ObligationCounters;

type TileFilters = Pick<ObligationsSearch, 'mois' | 'du' | 'au' | 'type' | 'statut' | 'retard'>;

/** The URL filters listing what a tile counts, on `today`. */
export function tileSearch(tile: CounterTile, today: string): TileFilters {
  const none: TileFilters = { mois: undefined, du: undefined, au: undefined, type: undefined, statut: undefined, retard: undefined };
  if (tile === 'dueThisWeek') return { ...none, ...thisWeekSearch(today) };
  if (tile === 'overdue') return { ...none, retard: 1 };
  return { ...none, statut: 'fait' };
}

/** The tile whose filters the URL holds exactly, if any. */
export function pressedTile(search: ObligationsSearch, today: string): CounterTile | undefined {
  const tiles: CounterTile[] = ['dueThisWeek', 'overdue', 'doneThisMonth'];
  const keys = ['mois', 'du', 'au', 'type', 'statut', 'retard'] as const;
  return tiles.find((tile) => {
    const filters = tileSearch(tile, today);
    return keys.every((key) => search[key] === filters[key]);
  });
}
