import { TRACKING_MESSAGES, type TrackingKind } from '../../../../shared/tracking.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteTrackingYear } from '../api/tracking-years.ts';

type DeleteYearDialogProps = {
  kind: TrackingKind;
  kindLabel: string;
  /** The year to delete; null keeps the dialog closed. */
  year: number | null;
  onClose: () => void;
};

/** Deleting a year deletes its tracking rows too, in one transaction on the server. */
export function DeleteYearDialog({ kind, kindLabel, year, onClose }: DeleteYearDialogProps) {
  const remove = useDeleteTrackingYear(kind);

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={year !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Supprimer l'année ${year ?? ''}`}
      description={`Toutes les données de suivi ${kindLabel} de l'année ${year ?? ''} seront supprimées. Cette action est irréversible.`}
      confirmLabel="Supprimer"
      onConfirm={() => {
        if (year !== null) remove.mutate(year, { onSuccess: close });
      }}
      pending={remove.isPending}
      error={remove.isError ? TRACKING_MESSAGES.deleteYearFailed : undefined}
    />
  );
}
