import { Popover } from 'radix-ui';
import { CalendarPlus, X } from 'lucide-react';

import { CalendarFeedLink } from '../../../entities/user/calendar-feed-link.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** 'Calendrier (iCal)': the private feed to subscribe to from Outlook, Google Agenda or Apple Calendrier. */
export function CalendarFeedPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="secondary">
          <CalendarPlus aria-hidden="true" />
          Calendrier (iCal)
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={16}
          aria-labelledby="calendar-feed-title"
          className="z-40 grid w-[28rem] max-w-[calc(100vw-2rem)] gap-3 rounded-lg border border-border bg-surface p-4 shadow-lg"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id="calendar-feed-title" className="text-base font-semibold">
              Abonnement à votre agenda
            </h2>
            <Popover.Close
              aria-label="Fermer"
              className="cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          <p className="text-sm text-muted-foreground">
            Ajoutez ce lien dans Outlook, Google Agenda ou Calendrier (Apple) pour y voir vos tâches ouvertes avec
            échéance, récurrences comprises, à l’heure de Paris.
          </p>
          <CalendarFeedLink />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
