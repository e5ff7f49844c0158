import { createJournal } from '../../../shared/activity.ts';
import { AUTHORIZATION_JOURNAL } from '../../../shared/authorizations.ts';
import { BANK_CHANGE_JOURNAL } from '../../../shared/bank-changes.ts';
import { NOTE_JOURNAL } from '../../../shared/client-sheet.ts';
import { CLIENT_COLLABORATOR_JOURNAL, CLIENT_JOURNAL } from '../../../shared/clients.ts';
import { OBLIGATION_JOURNAL } from '../../../shared/obligations/journal.ts';
import { SOFTWARE_JOURNAL } from '../../../shared/software.ts';
import { TASK_JOURNAL } from '../../../shared/tasks.ts';
import { TRACKING_JOURNAL, TRACKING_YEAR_JOURNAL } from '../../../shared/tracking.ts';
import { USER_JOURNAL } from '../../../shared/users.ts';

/**
 * The browser's journal (labels, subjects, values, compact lines), built from the shared
 * JournalEntity values. Temporary: once the browser's feature descriptors carry their `journal`
 * entities, the app builds it from FEATURES and this explicit list goes.
 */
export const journal = createJournal([
  CLIENT_JOURNAL,
  CLIENT_COLLABORATOR_JOURNAL,
  TASK_JOURNAL,
  AUTHORIZATION_JOURNAL,
  TRACKING_JOURNAL,
  TRACKING_YEAR_JOURNAL,
  BANK_CHANGE_JOURNAL,
  SOFTWARE_JOURNAL,
  USER_JOURNAL,
  NOTE_JOURNAL,
  OBLIGATION_JOURNAL,
]);
