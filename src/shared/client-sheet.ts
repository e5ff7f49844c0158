import { z } from 'zod';
import { activityEntrySchema, journalCursorSchema } from './activity.ts';
import { AUTHORIZATION_KINDS, AUTHORIZATION_STATUSES } from './authorizations.ts';
import { clientRowSchema } from './clients.ts';
import { sheetComplianceSchema } from './compliance/sheet.ts';
import { sheetMissionSchema } from './missions/sheet.ts';
import { obligationRowSchema } from './obligations/api.ts';
import { RECURRENCE_FREQUENCIES, TASK_PRIORITIES, TASK_STATUSES } from './tasks.ts';
import type { JournalEntity } from './journal-entity.ts';
import { TRACKING_KINDS, TRACKING_STATUSES } from './tracking.ts';
import { roleSchema } from './users.ts';

// The client sheet: one client with everything the firm follows for it, in one response, so the
// side panel opens with a single request. Its history (the journal) comes page by page apart.

export const NOTE_MAX_LENGTH = 5000;

/** A note on a client's sheet: added or deleted, never edited. */
export const NOTE_JOURNAL: JournalEntity = {
  entity: 'note',
  label: 'Note',
  created: 'Note ajoutée',
  deleted: 'Note supprimée',
  fields: { body: 'Texte' },
};

export const NOTE_MESSAGES = {
  empty: 'La note est vide',
  tooLong: 'La note : 5 000 caractères au maximum',
  addFailed: "Erreur lors de l'ajout de la note",
  deleteFailed: 'Erreur lors de la suppression de la note',
  deleteForbidden: "Seul l'auteur de la note ou un administrateur peut la supprimer.",
} as const;

/** POST /api/clients/:id/notes — the text is trimmed; blank or over 5,000 characters is refused. */
export const noteCreateSchema = z.strictObject({
  body: z
    .string({ error: NOTE_MESSAGES.empty })
    .trim()
    .min(1, { error: NOTE_MESSAGES.empty })
    .max(NOTE_MAX_LENGTH, { error: NOTE_MESSAGES.tooLong }),
});
export type NoteCreate = z.infer<typeof noteCreateSchema>;

export const noteSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  body: z.string(),
  /** Null once the author's account is deleted: the note stays. */
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ notes: z.array(noteSchema) });

/** Only its author or an admin deletes a note; everyone signed in reads and writes them. */
export function canDeleteNote(note: Pick<Note, 'authorId'>, user: { id: string; role: string }): boolean {
  return user.role === 'admin' || (note.authorId !== null && note.authorId === user.id);
}

export const sheetCollaboratorSchema = z.object({ id: z.uuid(), fullName: z.string(), role: roleSchema });

/** Every kind, a_faire without a date when no record exists (SPEC §4). */
export const sheetAuthorizationSchema = z.object({
  kind: z.enum(AUTHORIZATION_KINDS),
  status: z.enum(AUTHORIZATION_STATUSES),
  authorizationDate: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SheetAuthorization = z.infer<typeof sheetAuthorizationSchema>;

/** One cell per tracking year that exists for its kind, newest year first; a_faire when absent. */
export const sheetTrackingSchema = z.object({
  kind: z.enum(TRACKING_KINDS),
  year: z.number().int(),
  status: z.enum(TRACKING_STATUSES),
});
export type SheetTracking = z.infer<typeof sheetTrackingSchema>;

export const sheetTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  assigneeName: z.string().nullable(),
  recurrenceFrequency: z.enum(RECURRENCE_FREQUENCIES).nullable(),
});
export type SheetTask = z.infer<typeof sheetTaskSchema>;

/** Finished tasks shown on the sheet (the most recent); the others are on the Tâches page. */
export const SHEET_FINISHED_TASKS_LIMIT = 20;
/** Notes on the sheet, newest first. */
export const SHEET_NOTES_LIMIT = 200;

/** The sheet's « Prochaines échéances »: what is due within this many days (and what is late). */
export const SHEET_OBLIGATIONS_DAYS = 90;

/** GET /api/clients/:id/sheet */
export const clientSheetSchema = z.object({
  client: clientRowSchema.extend({ createdAt: z.string() }),
  software: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  collaborators: z.array(sheetCollaboratorSchema),
  authorizations: z.array(sheetAuthorizationSchema),
  tracking: z.array(sheetTrackingSchema),
  /** Open tasks first (by due date, undated last), then the most recently finished. */
  tasks: z.array(sheetTaskSchema),
  finishedTaskCount: z.number().int(),
  notes: z.array(noteSchema),
  /** The client's obligations still « À faire » that are overdue or due within SHEET_OBLIGATIONS_DAYS, by due date. */
  obligations: z.array(obligationRowSchema),
  /** The client's missions (Production), newest exercise first: the missions feature's section. */
  missions: z.array(sheetMissionSchema),
  /** Its level, next review, letter status and documents count: the compliance feature's section. */
  compliance: sheetComplianceSchema,
});
export type ClientSheet = z.infer<typeof clientSheetSchema>;

// ---- History: the client's journal, newest first, by pages ----

export const HISTORY_PAGE_SIZE = 50;

export const historyQuerySchema = z.strictObject({ before: journalCursorSchema });

/** A journal entry as the sheet reads it: the journal's own, less what the client's page already knows. */
export const clientHistoryEntrySchema = activityEntrySchema.omit({ userId: true, clientId: true, clientName: true });
export type ClientHistoryEntry = z.infer<typeof clientHistoryEntrySchema>;

/** `nextBefore` is the cursor of the next (older) page, null on the last one. */
export const clientHistoryPageSchema = z.object({
  entries: z.array(clientHistoryEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type ClientHistoryPage = z.infer<typeof clientHistoryPageSchema>;
