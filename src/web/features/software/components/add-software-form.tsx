import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';

import { softwareNameSchema } from '../../../../shared/software.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateSoftware } from '../api/create-software.ts';

/** Adds a software at the end of the list; the field stays focused for the next one. */
export function AddSoftwareForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [localError, setLocalError] = useState<string>();
  const create = useCreateSoftware();
  const error = localError ?? (create.error ? errorMessage(create.error) : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = softwareNameSchema.safeParse(name);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, { onSuccess: () => setName('') });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-1.5">
      <Label htmlFor={id}>Nouveau logiciel</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={name}
          maxLength={80}
          autoComplete="off"
          placeholder="Nom du logiciel"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setLocalError(undefined);
            create.reset();
          }}
        />
        <Button type="submit" pending={create.isPending}>
          <Plus aria-hidden="true" />
          Ajouter
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
