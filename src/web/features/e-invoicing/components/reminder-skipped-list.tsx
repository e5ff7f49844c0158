import { REMINDER_SKIP_REASONS, type ReminderResult } from '../../../../shared/e-invoicing/reminders.ts';
import { formatCount } from '../../../entities/client/list/lib/format-count.ts';
import { compareFrench } from '../../../lib/french-order.ts';
import { useReminderClientNames } from '../api/reminder-client-names.ts';

/** The selected clients no reminder goes to, by raison sociale, each with its French reason. */
export function ReminderSkippedList({ skipped }: { skipped: ReminderResult['skipped'] }) {
  const names = useReminderClientNames({ enabled: skipped.length > 0 });
  if (skipped.length === 0) return null;
  const rows = skipped
    .map(({ clientId, reason }) => ({ clientId, name: names?.get(clientId), reason: REMINDER_SKIP_REASONS[reason] }))
    .sort((a, b) => compareFrench(a.name ?? '', b.name ?? ''));
  return (
    <section aria-labelledby="reminder-skipped-title" className="grid gap-2 rounded-md border border-border bg-muted p-3 text-sm">
      <h3 id="reminder-skipped-title" className="font-medium">
        {formatCount(skipped.length, 'client ne recevra pas de relance', 'clients ne recevront pas de relance')}
      </h3>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <ul
        aria-labelledby="reminder-skipped-title"
        tabIndex={0}
        className="grid max-h-40 gap-1 overflow-y-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {rows.map(({ clientId, name, reason }) => (
          <li key={clientId}>
            {/* An inactive or deleted client is not in the page's list: its reason says enough. */}
            {name ? (
              <>
                <span className="font-medium">{name}</span> :{' '}
              </>
            ) : null}
            {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
