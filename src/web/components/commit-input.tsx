import type { ComponentProps } from 'react';

import { Input } from './ui/input.tsx';

type CommitInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  value: string;
  /** The id of the message that explains a refused value; set only while there is one. */
  messageId: string | undefined;
  onValueChange: (text: string) => void;
  /** Blur and Enter: the typed text is checked, then saved. */
  onCommit: () => void;
  /** Escape: the stored value is put back. */
  onCancel: () => void;
};

/**
 * A text typed in a table cell and saved as one edit: Enter or leaving the cell commits (Enter
 * blurs, so each edit commits once), Escape cancels.
 */
export function CommitInput({ value, messageId, onValueChange, onCommit, onCancel, ...props }: CommitInputProps) {
  return (
    <Input
      {...props}
      aria-invalid={messageId ? true : undefined}
      aria-describedby={messageId}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={onCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    />
  );
}

/** A cell's message under its input (a refused value, a failed save), read out when it appears. */
export function CellMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}
