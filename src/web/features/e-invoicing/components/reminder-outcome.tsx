import { useEffect, useRef } from 'react';

import type { ReminderResult } from '../../../../shared/e-invoicing/reminders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { reminderResultLines } from '../lib/reminder-result.ts';
import { ReminderSkippedList } from './reminder-skipped-list.tsx';

/** What « Envoyer » did; it replaces the form, so it takes the focus and is read at once. */
export function ReminderOutcome({ result }: { result: ReminderResult }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [first, ...others] = reminderResultLines(result);
  return (
    <div className="grid gap-4">
      <div role="status" className="grid gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {first}
        </h3>
        {others.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {result.queued > 0 ? (
          <p className="text-sm text-muted-foreground">
            Les relances sont en file d’envoi : la colonne « Dernière relance » se remplit quand le serveur de messagerie les accepte.
          </p>
        ) : null}
      </div>
      <ReminderSkippedList skipped={result.skipped} />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Fermer</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
