import { useRef } from 'react';

import { CLIENT_STATUS_LABELS } from '../../../../../shared/clients.ts';
import { parisToday } from '../../../../../shared/dates.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { RetryAlert } from '../../../../components/ui/retry-alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Sheet, SheetBody, SheetContent, SheetHeader } from '../../../../components/ui/sheet.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useClientSheet } from '../../api/get-client-sheet.ts';
import type { ClientLookups } from '../../lib/client-lookups.ts';
import { SheetCollaborators, SheetFields } from './sheet-fields.tsx';
import { SheetAuthorizations, SheetTracking } from './sheet-follow-up.tsx';
import { SheetHistory } from './sheet-history.tsx';
import { SheetCompliance } from './sheet-compliance.tsx';
import { SheetMissions } from './sheet-missions.tsx';
import { SheetNotes } from './sheet-notes.tsx';
import { SheetObligations } from './sheet-obligations.tsx';
import { SheetProfile } from './sheet-profile.tsx';
import { SheetTasks } from './sheet-tasks.tsx';

type ClientSheetProps = {
  /** The client whose sheet is open (the URL's ?fiche=); undefined keeps it closed. */
  clientId: string | undefined;
  lookups: ClientLookups;
  onClose: () => void;
  /** Where the keyboard goes once the sheet is gone. */
  onCloseAutoFocus?: (event: Event) => void;
};

function SheetContents({ clientId, lookups, onClose }: { clientId: string; lookups: ClientLookups; onClose: () => void }) {
  const query = useClientSheet(clientId);
  const sheet = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const subtitle = sheet
    ? ['Fiche client', sheet.client.numeroClient ? `N° ${sheet.client.numeroClient}` : null, CLIENT_STATUS_LABELS[sheet.client.status]]
        .filter(Boolean)
        .join(' · ')
    : 'Fiche client';

  return (
    <>
      <SheetHeader title={sheet?.client.raisonSociale ?? 'Fiche client'} description={subtitle} />
      <SheetBody>
        {sheet ? (
          <>
            <SheetFields sheet={sheet} />
            <SheetProfile sheet={sheet} />
            <SheetCollaborators sheet={sheet} />
            <SheetAuthorizations sheet={sheet} />
            <SheetTracking sheet={sheet} />
            <SheetTasks sheet={sheet} />
            <SheetMissions missions={sheet.missions} />
            <SheetObligations sheet={sheet} />
            <SheetCompliance clientId={clientId} compliance={sheet.compliance} today={parisToday()} />
            <SheetNotes clientId={clientId} notes={sheet.notes} />
            <SheetHistory clientId={clientId} lookups={lookups} />
          </>
        ) : query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Chargement de la fiche…
          </p>
        ) : missing ? (
          <Alert>
            Client introuvable : il a peut-être été supprimé.{' '}
            <Button variant="link" size="inline" onClick={onClose}>
              Fermer la fiche
            </Button>
          </Alert>
        ) : (
          <RetryAlert onRetry={() => void query.refetch()}>Impossible de charger la fiche.</RetryAlert>
        )}
      </SheetBody>
    </>
  );
}

/** A client's sheet in a side panel over the Clients page; Escape or the close button closes it. */
export function ClientSheet({ clientId, lookups, onClose, onCloseAutoFocus }: ClientSheetProps) {
  const contentRef = useRef<HTMLDivElement>(null);

  // Escape while writing a note leaves the note first: a second Escape closes the sheet.
  function handleEscape(event: KeyboardEvent) {
    const focused = document.activeElement;
    if (focused instanceof HTMLTextAreaElement && focused.value.trim() !== '') {
      event.preventDefault();
      contentRef.current?.focus();
    }
  }

  return (
    <Sheet open={clientId !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {clientId ? (
        <SheetContent
          ref={contentRef}
          // The panel itself takes the focus, so its title is read first and nothing scrolls.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onEscapeKeyDown={handleEscape}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <SheetContents key={clientId} clientId={clientId} lookups={lookups} onClose={onClose} />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
