import { Input } from '../../../components/ui/input.tsx';

type DateCellProps = {
  clientId: string;
  clientName: string;
  text: string;
  /** The row's message (a refused date, a failed save), shown under the input. */
  message: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
  /** Blur and Enter: the typed text is checked, then saved (SPEC §5). */
  onCommit: () => void;
  onCancel: () => void;
};

/** The JJ/MM/AAAA authorisation date of one row. */
export function DateCell({
  clientId,
  clientName,
  text,
  message,
  disabled,
  onChange,
  onCommit,
  onCancel,
}: DateCellProps) {
  const messageId = `date-message-${clientId}`;
  return (
    <div className="grid gap-1 py-1">
      <Input
        aria-label={`Date d’habilitation de ${clientName}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        placeholder="JJ/MM/AAAA"
        maxLength={10}
        inputMode="numeric"
        autoComplete="off"
        className="h-9 max-w-40 tabular-nums"
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
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
      {message ? (
        <p id={messageId} role="alert" className="text-xs text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
