import type { ComponentProps, ReactNode } from 'react';

import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';

type FormRowProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** A label, its control and its error text, wired for screen readers through the ids. */
export function FormRow({ id, label, required = false, error, className, children }: FormRowProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its FormRow's error. */
export const describedBy = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

type SelectRowProps = Omit<ComponentProps<'select'>, 'onChange'> & {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  onValueChange: (value: string) => void;
};

export function SelectRow({ id, label, required, error, onValueChange, children, className, ...props }: SelectRowProps) {
  return (
    <FormRow id={id} label={label} required={required} error={error} className={className}>
      <Select id={id} onChange={(event) => onValueChange(event.target.value)} {...describedBy(id, error)} {...props}>
        {children}
      </Select>
    </FormRow>
  );
}
