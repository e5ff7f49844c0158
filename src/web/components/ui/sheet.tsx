import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';

import { cn } from '../../lib/cn.ts';
import { CornerClose, OVERLAY_CLASS_NAME } from './dialog.tsx';

// A dialog docked to the right edge: the page stays in view behind it, and Radix still gives the
// focus trap, Escape to close, focus return and aria-modal.

export const Sheet = DialogPrimitive.Root;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Tailwind max-width class; 'max-w-2xl' by default. */
  widthClassName?: string;
  closeLabel?: string;
};

export function SheetContent({ className, widthClassName = 'max-w-2xl', closeLabel = 'Fermer', children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASS_NAME} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-full w-full flex-col border-l border-border bg-surface shadow-xl focus:outline-none',
          widthClassName,
          className,
        )}
        {...props}
      >
        {children}
        <CornerClose label={closeLabel} className="p-1 hover:bg-muted" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The sheet's fixed top: its title (the dialog's accessible name) and a line under it. */
export function SheetHeader({ title, description, children }: { title: ReactNode; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border px-6 py-4 pr-12">
      <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
      ) : null}
      {children}
    </div>
  );
}

/** The part that scrolls. */
export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-4', className)} {...props} />;
}
