import { useState, type FormEvent } from 'react';

import {
  TRACKING_MESSAGES,
  TRACKING_YEAR_MAX,
  TRACKING_YEAR_MIN,
  type TrackingKind,
} from '../../../../shared/tracking.ts';
import { DialogHeader } from '../../../components/ui/dialog.tsx';
import { AddDialog, FormDialogFooter } from '../../../components/ui/form-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { useAddTrackingYear } from '../api/tracking-years.ts';
import { readNewYear } from '../lib/tracking-rows.ts';

type AddYearDialogProps = {
  kind: TrackingKind;
  kindLabel: string;
  years: readonly number[];
};

/** 'Ajouter année': a year from 2000 to 2100 that the kind does not have yet (SPEC §5). */
export function AddYearDialog({ kind, kindLabel, years }: AddYearDialogProps) {
  return (
    <AddDialog triggerLabel="Ajouter année" widthClassName="max-w-sm">
      {(close) => <AddYearForm kind={kind} kindLabel={kindLabel} years={years} onDone={close} />}
    </AddDialog>
  );
}

function AddYearForm({ kind, kindLabel, years, onDone }: AddYearDialogProps & { onDone: () => void }) {
  const add = useAddTrackingYear(kind);
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { year: text } = readFields(event.currentTarget, ['year']);
    const result = readNewYear(text, years);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    add.mutate(result.year, {
      onSuccess: onDone,
      // The server's 400 and 409 carry the SPEC's own messages ('Cette année existe déjà').
      onError: (failure) =>
        setError(
          failure instanceof ApiError && (failure.status === 400 || failure.status === 409)
            ? failure.message
            : TRACKING_MESSAGES.addYearFailed,
        ),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader
        title="Ajouter une année"
        description={`Une nouvelle colonne de suivi ${kindLabel}, à faire pour chaque client.`}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="tracking-year">Année</Label>
        <Input
          id="tracking-year"
          name="year"
          type="number"
          inputMode="numeric"
          min={TRACKING_YEAR_MIN}
          max={TRACKING_YEAR_MAX}
          step={1}
          placeholder="2026"
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FormDialogFooter error={error} pending={add.isPending} />
    </form>
  );
}
