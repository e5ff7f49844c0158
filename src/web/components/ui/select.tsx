import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

/**
 * A styled native <select>: the platform's keyboard handling, screen-reader support and mobile
 * picker come for free, and it is light enough to render in table cells.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex', className)}>
      <select
        className={cn(
          'h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-surface pr-8 pl-3 text-sm text-foreground shadow-xs',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none',
          'aria-invalid:border-destructive',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}
