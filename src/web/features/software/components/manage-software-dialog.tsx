import { useEffect, useRef, useState } from 'react';
import { Settings2 } from 'lucide-react';

import type { Software } from '../../../../shared/software.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useReorderSoftware } from '../api/reorder-software.ts';
import { AddSoftwareForm } from './add-software-form.tsx';
import { DeleteSoftwareDialog } from './delete-software-dialog.tsx';
import { SoftwareListItem, type MoveDirection } from './software-list-item.tsx';

/** Which control of which line should get the focus back, first enabled one wins. */
type FocusRequest = { id: string; selectors: string[] };

/** Admins only: add, rename, reorder and delete the software offered for clients. */
export function ManageSoftwareDialog({ software }: { software: Software[] }) {
  const [renamingId, setRenamingId] = useState<string>();
  const [deleting, setDeleting] = useState<Software | null>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const reorder = useReorderSoftware();

  // Moving a line re-inserts its DOM node and ending a rename removes the field: both drop the
  // focus, which goes back to the line's arrow (the other one once it reaches an end) or pencil.
  useEffect(() => {
    const request = focusRequest.current;
    // The arrows stay disabled while the order saves.
    if (!request || reorder.isPending) return;
    focusRequest.current = null;
    const item = listRef.current?.querySelector(`[data-software-id="${request.id}"]`);
    const buttons = request.selectors.map((selector) => item?.querySelector<HTMLButtonElement>(selector));
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [reorder.isPending, renamingId, software]);

  const handleMove = (index: number, direction: MoveDirection) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const current = software[index];
    const neighbour = software[target];
    if (!current || !neighbour) return;
    const ordered = [...software];
    ordered[index] = neighbour;
    ordered[target] = current;
    const other = direction === 'up' ? 'down' : 'up';
    focusRequest.current = { id: current.id, selectors: [`[data-move="${direction}"]`, `[data-move="${other}"]`] };
    reorder.mutate(ordered);
  };

  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open) setRenamingId(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Settings2 aria-hidden="true" />
          Gérer les logiciels
        </Button>
      </DialogTrigger>
      <DialogContent
        widthClassName="max-w-xl"
        // Escape in a rename field cancels the rename, not the whole dialog.
        onEscapeKeyDown={(event) => {
          if (renamingId) event.preventDefault();
        }}
      >
        <DialogHeader
          title="Gérer les logiciels"
          description="Ajoutez, renommez, réordonnez ou supprimez les logiciels proposés pour les clients."
        />
        <AddSoftwareForm />
        {reorder.error ? <Alert>{errorMessage(reorder.error, 'Erreur lors de la sauvegarde')}</Alert> : null}
        <ul ref={listRef} aria-label="Logiciels, dans l’ordre d’affichage" className="grid">
          {software.map((item, index) => (
            <SoftwareListItem
              key={item.id}
              software={item}
              isFirst={index === 0}
              isLast={index === software.length - 1}
              isRenaming={renamingId === item.id}
              isMoving={reorder.isPending}
              onRename={(editing) => {
                setRenamingId(editing ? item.id : undefined);
                if (!editing) focusRequest.current = { id: item.id, selectors: ['[data-action="rename"]'] };
              }}
              onMove={(direction) => handleMove(index, direction)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
        <DeleteSoftwareDialog software={deleting} onClose={() => setDeleting(null)} />
      </DialogContent>
    </Dialog>
  );
}
