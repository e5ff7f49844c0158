import { Trash2 } from 'lucide-react';

import {
  BANK_CHANGE_FIELD_LABELS,
  BANK_CHANGE_STATUS_FIELDS,
  BANK_CHANGE_STATUS_LABELS,
  BANK_CHANGE_STATUSES,
  type BankChangeRow,
  type BankChangeStatus,
  type BankChangeStatusField,
  isBankChangeDone,
} from '../../../../shared/bank-changes.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { StatusSelect } from '../../../entities/follow-up/status-select.tsx';
import { TONE_BADGE_CLASSES } from '../../../entities/follow-up/lib/status-tone.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

type BankChangeCardProps = {
  change: BankChangeRow;
  /** 'id:field' of the items being saved. */
  pending: ReadonlySet<string>;
  message: string | undefined;
  onStatusChange: (change: BankChangeRow, field: BankChangeStatusField, status: BankChangeStatus) => void;
  onDelete: (change: BankChangeRow) => void;
};

/** One bank change: the client, the new bank, the date, and its four items. */
export function BankChangeCard({ change, pending, message, onStatusChange, onDelete }: BankChangeCardProps) {
  const done = isBankChangeDone(change);
  return (
    <article
      aria-label={change.clientName}
      className={cn('grid gap-4 rounded-lg border border-border bg-surface p-4 shadow-xs', done && 'bg-muted/50')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
            <span className="truncate">{change.clientName}</span>
            {done ? (
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', TONE_BADGE_CLASSES.green)}>
                Terminé
              </span>
            ) : null}
          </h2>
          <p className="text-sm text-muted-foreground">
            Nouvelle banque : <span className="font-medium text-foreground">{change.newBankName}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            Date : <span className="tabular-nums">{formatDateFr(change.changeDate.slice(0, 10))}</span>
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Supprimer le changement de banque de ${change.clientName}`}
          title="Supprimer"
          className="text-muted-foreground hover:text-destructive"
          onClick={() => onDelete(change)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {BANK_CHANGE_STATUS_FIELDS.map((field) => (
          <div key={field} className="grid gap-1">
            <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
              {BANK_CHANGE_FIELD_LABELS[field]}
            </span>
            <StatusSelect
              aria-label={BANK_CHANGE_FIELD_LABELS[field]}
              value={change[field]}
              statuses={BANK_CHANGE_STATUSES}
              labels={BANK_CHANGE_STATUS_LABELS}
              disabled={pending.has(`${change.id}:${field}`)}
              onChange={(status) => onStatusChange(change, field, status)}
              className="w-full"
            />
          </div>
        ))}
      </div>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </article>
  );
}
