import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';

import { cn } from '../../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { CONTENT_CLASS_NAME, OVERLAY_CLASS_NAME } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Keeps the dialog open with a spinner on the confirm button while the request runs. */
  pending?: boolean;
  error?: string;
  /** Where the keyboard goes on close; by default back to what opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A destructive action's confirmation: focus starts on « Annuler », Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Annuler',
  onConfirm,
  pending = false,
  error,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY_CLASS_NAME} />
        <AlertDialog.Content className={cn(CONTENT_CLASS_NAME, 'max-w-md')} onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that one closes at once, before the request has answered. */}
            <Button variant="destructive" pending={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
