import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn.ts';

/** A multi-line text box with the inputs' look (components/ui/input.tsx). */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs',
        'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
