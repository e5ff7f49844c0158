import type { ActivityLine, Journal } from '../../../../shared/activity.ts';
import type { ClientHistoryEntry } from '../../../../shared/client-sheet.ts';
import type { ClientLookups } from './client-lookups.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A journal line on the client's sheet. The labels and values are the journal's own
 * (the app builds it from the features' descriptors); only the identifiers the client history sends as stored are named here,
 * from the lists the page already holds.
 */
export function describeHistoryEntry(journal: Journal, entry: ClientHistoryEntry, lookups: ClientLookups): ActivityLine {
  return journal.describe(entry, {
    home: 'client',
    nameOf: (field, value) => {
      if (field === 'softwareId') return lookups.softwareName(value) ?? 'Logiciel supprimé';
      if ((field === 'assignedTo' || field === 'collaboratorId') && UUID.test(value)) return lookups.userName(value) ?? 'Utilisateur supprimé';
      return undefined;
    },
  });
}
