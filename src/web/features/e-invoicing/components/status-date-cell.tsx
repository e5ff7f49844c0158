import { DateCell } from '../../../components/date-cell.tsx';
import type { FollowUpStatus } from '../../../entities/follow-up/lib/status-tone.ts';
import { StatusSelect } from '../../../entities/follow-up/status-select.tsx';

type StatusDateCellProps<S extends FollowUpStatus> = {
  status: { label: string; value: S; statuses: readonly S[]; labels: Record<S, string>; disabled: boolean; onChange: (status: S) => void };
  date: { label: string; text: string; message: string | undefined; disabled: boolean; onChange: (text: string) => void; onCommit: () => void; onCancel: () => void };
};

/** A status and its date, one above the other: the page keeps its many columns narrow enough for a laptop. */
export function StatusDateCell<S extends FollowUpStatus>({ status, date }: StatusDateCellProps<S>) {
  return (
    <div className="grid gap-0.5 py-1">
      <StatusSelect
        aria-label={status.label}
        value={status.value}
        statuses={status.statuses}
        labels={status.labels}
        disabled={status.disabled}
        onChange={status.onChange}
        className="w-full"
      />
      <DateCell
        label={date.label}
        text={date.text}
        message={date.message}
        disabled={date.disabled}
        onChange={date.onChange}
        onCommit={date.onCommit}
        onCancel={date.onCancel}
      />
    </div>
  );
}
