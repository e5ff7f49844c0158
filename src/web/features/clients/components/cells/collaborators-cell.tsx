import { DropdownMenu } from 'radix-ui';
import { Plus, X } from 'lucide-react';

import type { ClientRow } from '../../../../../shared/clients.ts';
import { UNKNOWN_USER } from '../../lib/client-lookups.ts';
import type { CellPos } from '../../lib/grid-state.ts';
import { useGridContext } from '../grid-context.ts';

type CollaboratorsCellProps = { pos: CellPos; row: ClientRow; isEditing: boolean };

const ADD_LABEL = 'Ajouter un collaborateur';
const ADD_BUTTON_CLASS_NAME =
  'shrink-0 cursor-pointer rounded-full border border-dashed border-input p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground';

const ITEM_CLASS_NAME =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-muted';

/**
 * A chip per assigned user with its × button, and a '+' menu. Enter on the cell opens the menu,
 * which also lists « Retirer … » items, so the keyboard can remove as well as add.
 */
export function CollaboratorsCell({ pos, row, isEditing }: CollaboratorsCellProps) {
  const { lookups, activate, startEdit, removeCollaborator } = useGridContext();
  const assigned = row.collaboratorIds.map((id) => ({ id, name: lookups.userName(id) ?? UNKNOWN_USER }));

  return (
    <span className="flex min-w-0 flex-1 items-center gap-1">
      <span className="flex min-w-0 flex-1 items-center gap-1 overflow-hidden" title={assigned.map((a) => a.name).join(', ')}>
        {assigned.map(({ id, name }) => (
          <span
            key={id}
            className="inline-flex max-w-40 shrink-0 items-center gap-0.5 rounded-full bg-info-soft py-0.5 pr-1 pl-2 text-xs font-medium text-primary"
          >
            <span className="truncate">{name}</span>
            <button
              type="button"
              tabIndex={-1}
              aria-label={`Retirer ${name}`}
              title={`Retirer ${name}`}
              className="cursor-pointer rounded-full p-0.5 hover:bg-primary/15"
              onClick={(event) => {
                event.stopPropagation();
                activate(pos);
                removeCollaborator(row.id, id);
              }}
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </span>
        ))}
      </span>
      {/* The Radix menu is mounted only while open: 10 000 virtualised rows each mounting a closed
          DropdownMenu made scrolling the grid expensive. Closed, a plain button opens it (as Enter
          on the cell does, through startEdit). */}
      {isEditing ? (
        <CollaboratorsMenu pos={pos} rowId={row.id} assigned={assigned} />
      ) : (
        <button
          type="button"
          tabIndex={-1}
          aria-label={ADD_LABEL}
          title={ADD_LABEL}
          className={ADD_BUTTON_CLASS_NAME}
          onClick={(event) => {
            event.stopPropagation();
            startEdit(pos);
          }}
        >
          <Plus aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </span>
  );
}

type Collaborator = { id: string; name: string };
type CollaboratorsMenuProps = {
  pos: CellPos;
  rowId: string;
  assigned: Collaborator[];
};

/** The open '+' menu: users to add, then « Retirer … » items for the keyboard. */
function CollaboratorsMenu({ pos, rowId, assigned }: CollaboratorsMenuProps) {
  const { users, cancelEdit, focusCell, addCollaborator, removeCollaborator } = useGridContext();
  const assignedIds = new Set(assigned.map((a) => a.id));
  const available = users.filter((user) => !assignedIds.has(user.id));
  // Not modal: a menu in a cell needs no page scroll lock, and a click elsewhere just closes it.
  return (
    <DropdownMenu.Root
      modal={false}
      open
      onOpenChange={(open) => {
        if (!open) cancelEdit(pos, { focus: false });
      }}
    >
      <DropdownMenu.Trigger asChild>
        <button type="button" tabIndex={-1} aria-label={ADD_LABEL} title={ADD_LABEL} className={ADD_BUTTON_CLASS_NAME}>
          <Plus aria-hidden="true" className="size-3.5" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          // Back to the cell, not to the '+' (which is outside the tab order).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusCell(pos);
          }}
          className="z-50 max-h-80 min-w-56 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-medium text-muted-foreground">
            Ajouter un collaborateur
          </DropdownMenu.Label>
          {available.length === 0 ? (
            <DropdownMenu.Item disabled className={`${ITEM_CLASS_NAME} text-muted-foreground`}>
              Tous les utilisateurs sont assignés
            </DropdownMenu.Item>
          ) : (
            available.map((user) => (
              <DropdownMenu.Item key={user.id} className={ITEM_CLASS_NAME} onSelect={() => addCollaborator(rowId, user.id)}>
                <Plus aria-hidden="true" className="size-3.5 text-muted-foreground" />
                {user.fullName}
              </DropdownMenu.Item>
            ))
          )}
          {assigned.length > 0 ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className="px-2 py-1 text-xs font-medium text-muted-foreground">
                Retirer un collaborateur
              </DropdownMenu.Label>
              {assigned.map(({ id, name }) => (
                <DropdownMenu.Item key={id} className={ITEM_CLASS_NAME} onSelect={() => removeCollaborator(rowId, id)}>
                  <X aria-hidden="true" className="size-3.5 text-muted-foreground" />
                  Retirer {name}
                </DropdownMenu.Item>
              ))}
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
