import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check, X } from 'lucide-react';

import { softwareNameSchema, type Software } from '../../../../shared/software.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useRenameSoftware } from '../api/rename-software.ts';

type RenameSoftwareFormProps = {
  software: Software;
  onDone: () => void;
};

/** Inline rename: Enter saves, Escape cancels (the dialog around it stays open). */
export function RenameSoftwareForm({ software, onDone }: RenameSoftwareFormProps) {
  const [name, setName] = useState(software.name);
  const [localError, setLocalError] = useState<string>();
  const rename = useRenameSoftware();
  const error = localError ?? (rename.error ? errorMessage(rename.error) : undefined);
  const errorId = `rename-${software.id}-error`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = softwareNameSchema.safeParse(name);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data === software.name) {
      onDone();
      return;
    }
    rename.mutate({ id: software.id, name: parsed.data }, { onSuccess: onDone });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid flex-1 gap-1">
      <div className="flex items-center gap-2">
        <Input
          aria-label={`Nouveau nom pour ${software.name}`}
          // Focus moves here on purpose: the person just asked to rename.
          autoFocus
          value={name}
          maxLength={80}
          autoComplete="off"
          className="h-9"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setLocalError(undefined);
            rename.reset();
          }}
          onKeyDown={handleKeyDown}
        />
        <Button type="submit" size="icon" variant="secondary" pending={rename.isPending} aria-label="Enregistrer le nom">
          {rename.isPending ? null : <Check aria-hidden="true" />}
        </Button>
        <Button size="icon" variant="ghost" aria-label="Annuler le renommage" onClick={onDone}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
