import { desc, eq } from 'drizzle-orm';
import { canDeleteNote, NOTE_MESSAGES, SHEET_NOTES_LIMIT, type Note } from '../../../shared/client-sheet.ts';
import type { CurrentUser } from '../../../shared/users.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notes, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { assertClientExists } from './client-exists.ts';

const noteColumns = {
  id: notes.id,
  clientId: notes.clientId,
  body: notes.body,
  authorId: notes.authorId,
  authorName: users.fullName,
  createdAt: notes.createdAt,
};

type StoredNote = Omit<Note, 'createdAt'> & { createdAt: Date };
const toNote = (row: StoredNote): Note => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A client's notes, newest first, with their author's current name. */
export async function listNotes({ db, clientId }: { db: DbOrTx; clientId: string }): Promise<Note[]> {
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(eq(notes.clientId, clientId))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(SHEET_NOTES_LIMIT);
  return rows.map(toNote);
}

/** The note and its journal entry commit together; an unknown client is a 404, nothing written. */
export async function createNote({ db, clientId, body, actor }: { db: Db; clientId: string; body: string; actor: Actor }): Promise<Note> {
  return db.transaction(async (tx) => {
    await assertClientExists({ db: tx, clientId, lock: true });
    const [created] = await tx
      .insert(notes)
      .values({ clientId, body, authorId: actor.id, updatedBy: actor.id })
      .returning({ id: notes.id, createdAt: notes.createdAt });
    if (!created) throw new AppError('INTERNAL', NOTE_MESSAGES.addFailed);
    await recordActivity(tx, actor, [{ entity: 'note', entityId: created.id, clientId, action: 'create', field: 'body', newValue: body }]);
    return toNote({ ...created, clientId, body, authorId: actor.id, authorName: actor.fullName });
  });
}

/** Only the author or an admin (403 otherwise); the journal keeps the deleted text. */
export async function deleteNote({ db, id, user }: { db: Db; id: string; user: Pick<CurrentUser, 'id' | 'fullName' | 'role'> }): Promise<void> {
  await db.transaction(async (tx) => {
    const [note] = await tx
      .select({ clientId: notes.clientId, body: notes.body, authorId: notes.authorId })
      .from(notes)
      .where(eq(notes.id, id))
      .for('update');
    if (!note) throw notFound('Note');
    if (!canDeleteNote(note, user)) throw new AppError('FORBIDDEN', NOTE_MESSAGES.deleteForbidden);
    await tx.delete(notes).where(eq(notes.id, id));
    await recordActivity(tx, user, [{ entity: 'note', entityId: id, clientId: note.clientId, action: 'delete', field: 'body', oldValue: note.body }]);
  });
}
