import { useState } from 'react';
import { Trash2 } from 'lucide-react';

import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteTemplate } from '../api/save-template.ts';

/** « Supprimer le modèle », confirmed; refused in French (naming the count) while missions use it. */
export function TemplateDeleteButton({ template, onDeleted }: { template: MissionTemplate; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTemplate();
  return (
    <>
      <Button variant="ghost" className="ml-auto text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Supprimer le modèle
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title={`Supprimer le modèle « ${template.name} » ?`}
        description="Un modèle qu’aucune mission n’utilise est supprimé avec ses étapes."
        confirmLabel="Supprimer"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(template.id, {
            onSuccess: () => {
              setOpen(false);
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
