import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';

import { cn } from '../../../lib/cn.ts';
import type { ColumnTarget } from '../lib/board-columns.ts';
import { sameTarget, type MoveTarget } from '../lib/move-target.ts';
import { CardIcon } from './card-icons.tsx';

/** A column a card may go to. */
export type MoveOption = ColumnTarget;

type MoveMenuProps = {
  /** The client's name: the button reads « Déplacer <client> vers… ». */
  clientName: string;
  /** The board's columns, in order. */
  options: readonly MoveOption[];
  current: MoveTarget;
  onMove: (target: MoveTarget) => void;
};

const TRIGGER_CLASS_NAME = cn(
  'relative z-10 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
  'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
);
const ITEM_CLASS_NAME =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:text-muted-foreground data-[highlighted]:bg-muted';

/**
 * « Déplacer vers… »: the keyboard's way to move a card, the list of the board's columns. The Radix
 * menu is mounted only while open: a board draws a hundred cards at a time, each with this button.
 */
export function MoveMenu({ clientName, options, current, onMove }: MoveMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const label = `Déplacer ${clientName} vers…`;
  const icon = <CardIcon name="move" className="size-4" />;

  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        title="Déplacer vers…"
        className={TRIGGER_CLASS_NAME}
        onClick={() => {
          moved.current = false;
          setOpen(true);
        }}
      >
        {icon}
      </button>
    );
  }
  return (
    <DropdownMenu.Root open modal={false} onOpenChange={(next) => (next ? undefined : setOpen(false))}>
      <DropdownMenu.Trigger asChild>
        <button type="button" aria-label={label} className={TRIGGER_CLASS_NAME}>
          {icon}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          aria-label={label}
          // After a move the card stands in another column, and the board focuses it there;
          // otherwise (Escape) focus goes back to the button, drawn anew once the menu is gone.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!moved.current) requestAnimationFrame(() => buttonRef.current?.focus());
          }}
          className="z-50 max-h-80 min-w-56 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-medium text-muted-foreground">Déplacer vers…</DropdownMenu.Label>
          {options.map((option) => {
            const here = sameTarget(option.target, current);
            return (
              <DropdownMenu.Item
                key={option.key}
                disabled={here}
                className={ITEM_CLASS_NAME}
                onSelect={() => {
                  moved.current = true;
                  onMove(option.target);
                }}
              >
                {option.label}
                {here ? <span className="text-xs"> (colonne actuelle)</span> : null}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
