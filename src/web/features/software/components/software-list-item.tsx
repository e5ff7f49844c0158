import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';

import type { Software } from '../../../../shared/software.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatClientCount } from '../format-count.ts';
import { RenameSoftwareForm } from './rename-software-form.tsx';

export type MoveDirection = 'up' | 'down';

type SoftwareListItemProps = {
  software: Software;
  isFirst: boolean;
  isLast: boolean;
  isRenaming: boolean;
  isMoving: boolean;
  onRename: (editing: boolean) => void;
  onMove: (direction: MoveDirection) => void;
  onDelete: () => void;
};

/** One line of the admin list: move up or down, rename inline, delete. */
export function SoftwareListItem({
  software,
  isFirst,
  isLast,
  isRenaming,
  isMoving,
  onRename,
  onMove,
  onDelete,
}: SoftwareListItemProps) {
  return (
    <li data-software-id={software.id} className="flex items-center gap-2 border-b border-border py-2 last:border-b-0">
      <div className="flex shrink-0 gap-1">
        <Button
          size="icon"
          variant="ghost"
          data-move="up"
          aria-label={`Monter ${software.name}`}
          title="Monter"
          disabled={isFirst || isMoving}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          data-move="down"
          aria-label={`Descendre ${software.name}`}
          title="Descendre"
          disabled={isLast || isMoving}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      {isRenaming ? (
        <RenameSoftwareForm software={software} onDone={() => onRename(false)} />
      ) : (
        <>
          <div className="grid min-w-0 flex-1">
            <span className="truncate font-medium">{software.name}</span>
            <span className="text-xs text-muted-foreground">{formatClientCount(software.clientCount)}</span>
          </div>
          <Button
            size="icon"
            variant="ghost"
            data-action="rename"
            aria-label={`Renommer ${software.name}`}
            title="Renommer"
            onClick={() => onRename(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="text-destructive"
            aria-label={`Supprimer ${software.name}`}
            title="Supprimer"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
    </li>
  );
}
