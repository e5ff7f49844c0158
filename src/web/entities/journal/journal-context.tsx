import { createContext, useContext } from 'react';

import type { Journal } from '../../../shared/activity.ts';

// The browser's journal (labels, subjects, values, compact lines), which the app builds from the
// features' descriptors (each feature's JournalEntity values) and provides around the pages.

const JournalContext = createContext<Journal | null>(null);

export const JournalProvider = JournalContext.Provider;

/** The journal the app built: the Journal tab, the client sheet's history, a cell's history. */
export function useJournal(): Journal {
  const journal = useContext(JournalContext);
  if (!journal) throw new Error('Journal absent : la page est rendue hors de JournalProvider.');
  return journal;
}
