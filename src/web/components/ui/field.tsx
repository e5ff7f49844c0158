import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type FieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
};

/** A labelled input with its error text, wired for screen readers. */
export function Field({ id, label, error, className, ...inputProps }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
