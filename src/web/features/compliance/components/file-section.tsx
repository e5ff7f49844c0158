import type { FormEvent, ReactNode } from 'react';

import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiFieldErrors, hasFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';

type SaveState = { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };

type FileSectionProps = {
  id: string;
  title: string;
  /** A line under the title (who assessed, when). */
  note?: ReactNode;
  save: SaveState;
  /** What « Enregistrer » saves; none for a section without a form of its own. */
  onSubmit?: () => void;
  /** The fields named by this form: the server's message on one of them shows there, not below. */
  fields?: FieldErrors;
  children: ReactNode;
};

/**
 * A part of the client's file: its fields, « Enregistrer », then « Enregistré » or the server's
 * refusal in French (under its field when it names one the form shows).
 */
export function FileSection({ id, title, note, save, onSubmit, fields = {}, children }: FileSectionProps) {
  const server = apiFieldErrors(save.error);
  const shownOnField = Object.keys(server).some((key) => key in fields) && hasFieldErrors(server);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <section aria-labelledby={id} className="grid gap-3 border-b border-border pb-5">
      <div>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {onSubmit ? (
        <form noValidate onSubmit={handleSubmit} className="grid gap-3">
          {children}
          {save.isSuccess ? (
            <Alert variant="success" role="status">
              Enregistré
            </Alert>
          ) : null}
          {save.isError && !shownOnField ? <Alert>{errorMessage(save.error)}</Alert> : null}
          <div>
            <Button type="submit" size="sm" pending={save.isPending}>
              Enregistrer
            </Button>
          </div>
        </form>
      ) : (
        children
      )}
    </section>
  );
}

/** The form's own messages, else the server's on the same field. */
export const shownErrors = (own: FieldErrors, error: unknown): FieldErrors => ({ ...apiFieldErrors(error), ...own });
