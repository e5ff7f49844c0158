import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import type { FieldErrors } from '../../../lib/field-errors.ts';
import { shownErrors } from './file-section.tsx';

export type FormCheck<U> = { ok: true; update: U } | { ok: false; errors: FieldErrors };

/**
 * A form of the client's file: its draft, each change clearing the messages and the last save's
 * outcome; « Enregistrer » checks the draft (the server's own schema) and sends it, or shows why not.
 */
export function useFileForm<D, U>(initial: () => D, save: UseMutationResult<unknown, Error, U>, check: (draft: D) => FormCheck<U>) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    draft,
    /** The form's messages, else the server's on the same field. */
    shown: shownErrors(errors, save.error),
    change: (next: Partial<D>) => {
      setDraft((current) => ({ ...current, ...next }));
      setErrors({});
      save.reset();
    },
    submit: () => {
      const checked = check(draft);
      if (checked.ok) save.mutate(checked.update);
      else setErrors(checked.errors);
    },
  };
}
