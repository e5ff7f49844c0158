import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

// Radix gives the focus trap, Escape to close, focus return and aria-modal; this adds the look.

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const OVERLAY_CLASS_NAME = 'fixed inset-0 z-40 bg-foreground/40';
export const CONTENT_CLASS_NAME = cn(
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
  'gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-6 shadow-lg focus:outline-none',
);

/** The × in the top right corner of a dialog or a sheet. */
export function CornerClose({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute top-4 right-4 cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <X aria-hidden="true" className="size-4" />
    </DialogPrimitive.Close>
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Tailwind max-width class; 'max-w-lg' by default. */
  widthClassName?: string;
  closeLabel?: string;
};

export function DialogContent({
  className,
  widthClassName = 'max-w-lg',
  closeLabel = 'Fermer',
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={OVERLAY_CLASS_NAME} />
      <DialogPrimitive.Content className={cn(CONTENT_CLASS_NAME, widthClassName, className)} {...props}>
        {children}
        <CornerClose label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="grid gap-1 pr-6">
      <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
      ) : null}
    </div>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap justify-end gap-2', className)} {...props} />;
}
