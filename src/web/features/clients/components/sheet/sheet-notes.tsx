import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Trash2 } from 'lucide-react';

import { canDeleteNote, NOTE_MAX_LENGTH, NOTE_MESSAGES, noteCreateSchema, type Note } from '../../../../../shared/client-sheet.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../../../entities/user/current-user.ts';
import { useAddNote, useDeleteNote } from '../../api/client-notes.ts';
import { formatSheetLongTime, formatSheetTime } from '../../lib/sheet-format.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

const numberFormat = new Intl.NumberFormat('fr-FR');

function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;
}

function NoteForm({ clientId, textareaRef }: { clientId: string; textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addNote = useAddNote(clientId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server checks the same rule; this only spares a request.
    const parsed = noteCreateSchema.safeParse({ body: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? NOTE_MESSAGES.empty);
      return;
    }
    setError(null);
    addNote.mutate(parsed.data.body, {
      onSuccess: () => setDraft(''),
      // What was typed stays in the box: nothing is lost.
      onError: (failure) => setError(serverMessage(failure, NOTE_MESSAGES.addFailed)),
    });
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-2" noValidate>
      <label htmlFor={fieldId} className="text-sm font-medium">
        Nouvelle note
      </label>
      <textarea
        ref={textareaRef}
        id={fieldId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-hint`}
        placeholder="Appel, rendez-vous, pièce reçue…"
        className="w-full resize-y rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
          {numberFormat.format(draft.length)} / {numberFormat.format(NOTE_MAX_LENGTH)} caractères
        </p>
        <Button type="submit" size="sm" pending={addNote.isPending}>
          Ajouter la note
        </Button>
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </form>
  );
}

function NoteItem({ note, canDelete, onDelete }: { note: Note; canDelete: boolean; onDelete: (note: Note) => void }) {
  return (
    <li className="grid gap-1 rounded-md border border-border bg-muted/40 px-3 py-2">
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          <span className="font-medium text-foreground">{note.authorName ?? 'Utilisateur supprimé'}</span>
          {' · '}
          <time dateTime={note.createdAt} title={formatSheetLongTime(note.createdAt)}>
            {formatSheetTime(note.createdAt)}
          </time>
        </span>
        {canDelete ? (
          <button
            type="button"
            aria-label="Supprimer la note"
            title="Supprimer la note"
            onClick={() => onDelete(note)}
            className="cursor-pointer rounded p-1 hover:bg-destructive-soft hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
    </li>
  );
}

/** Dated notes on the client, newest first: everyone writes them, the author or an admin deletes. */
export function SheetNotes({ clientId, notes }: { clientId: string; notes: readonly Note[] }) {
  const user = useCurrentUser();
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const deleteNote = useDeleteNote(clientId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  function handleOpenChange(open: boolean) {
    if (open) return;
    deleteNote.reset();
    setToDelete(null);
  }

  return (
    <SheetSection title="Notes" action={<span className="text-xs text-muted-foreground">{notes.length} note(s)</span>}>
      <NoteForm clientId={clientId} textareaRef={textareaRef} />
      {notes.length === 0 ? (
        <EmptyText>Aucune note pour ce client</EmptyText>
      ) : (
        <ol aria-label="Notes" className="grid gap-2">
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} canDelete={user !== null && canDeleteNote(note, user)} onDelete={setToDelete} />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={handleOpenChange}
        title="Supprimer cette note ?"
        description="Elle disparaît de la fiche ; l'historique du client en garde la trace."
        confirmLabel="Supprimer"
        pending={deleteNote.isPending}
        error={deleteNote.isError ? serverMessage(deleteNote.error, NOTE_MESSAGES.deleteFailed) : undefined}
        // The deleted note's button is gone: the keyboard goes to the note box, inside the sheet.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          textareaRef.current?.focus();
        }}
        onConfirm={() => {
          if (toDelete) deleteNote.mutate(toDelete.id, { onSuccess: () => handleOpenChange(false) });
        }}
      />
    </SheetSection>
  );
}
