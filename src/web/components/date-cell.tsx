import { useId } from 'react';

import { cn } from '../lib/cn.ts';
import { CellMessage, CommitInput } from './commit-input.tsx';

type DateCellProps = {
  /** The input's accessible name (« Date d’habilitation de Dupont SARL »). */
  label: string;
  text: string;
  /** The cell's message (a refused date, a failed save), shown under the input. */
  message: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
  /** Blur and Enter: the typed text is checked, then saved (SPEC §5). */
  onCommit: () => void;
  onCancel: () => void;
  className?: string;
};

/** A JJ/MM/AAAA date typed in a table row: Enter or leaving the cell saves, Escape puts back the stored date. */
export function DateCell({ label, text, message, disabled, onChange, onCommit, onCancel, className }: DateCellProps) {
  // A row may hold several date cells: each message gets its own id.
  const messageId = useId();
  return (
    <div className={cn('grid gap-1 py-1', className)}>
      <CommitInput
        aria-label={label}
        messageId={message ? messageId : undefined}
        placeholder="JJ/MM/AAAA"
        maxLength={10}
        inputMode="numeric"
        autoComplete="off"
        className="h-9 max-w-40 tabular-nums"
        value={text}
        disabled={disabled}
        onValueChange={onChange}
        onCommit={onCommit}
        onCancel={onCancel}
      />
      <CellMessage id={messageId} message={message} />
    </div>
  );
}
