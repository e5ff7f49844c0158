import { ConfirmDialog } from './confirm-dialog.tsx';

/** What the dialog needs of a delete mutation (TanStack Query's useMutation result fits). */
type DeleteMutation = {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

type DeleteDialogProps<Item extends { id: string }> = {
  /** The row to delete; null keeps the dialog closed. */
  item: Item | null;
  onClose: () => void;
  mutation: DeleteMutation;
  title: string;
  description: (item: Item) => string;
  /** The text shown in the dialog when the server refused. */
  errorMessage: (error: Error) => string;
  /** After the server deleted it, before the dialog closes. */
  onDeleted?: () => void;
};

/** Asks before deleting one row; closing it forgets the last error, so the next opening starts clean. */
export function DeleteDialog<Item extends { id: string }>({
  item,
  onClose,
  mutation,
  title,
  description,
  errorMessage,
  onDeleted,
}: DeleteDialogProps<Item>) {
  const handleOpenChange = (open: boolean) => {
    if (open) return;
    mutation.reset();
    onClose();
  };

  const handleConfirm = () => {
    if (!item) return;
    mutation.mutate(item.id, {
      onSuccess: () => {
        onDeleted?.();
        handleOpenChange(false);
      },
    });
  };

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={handleOpenChange}
      title={title}
      description={item ? description(item) : undefined}
      confirmLabel="Supprimer"
      pending={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error) : undefined}
      onConfirm={handleConfirm}
    />
  );
}
