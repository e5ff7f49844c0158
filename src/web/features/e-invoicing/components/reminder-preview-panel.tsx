import type { ReminderPreview } from '../../../../shared/e-invoicing/reminders.ts';

/** « Aperçu »: the first client's mail as it will leave (addresses, subject, text). */
export function ReminderPreviewPanel({ first }: { first: ReminderPreview['first'] }) {
  return (
    <section aria-labelledby="reminder-preview-title" className="grid gap-3 rounded-md border border-border p-3 text-sm">
      <h3 id="reminder-preview-title" className="font-medium">
        Aperçu pour le premier client
      </h3>
      {first ? (
        <>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">À</dt>
            <dd className="break-all">{first.to}</dd>
            <dt className="text-muted-foreground">Répondre à</dt>
            <dd className="break-all">{first.replyTo ?? 'Le cabinet (aucun collaborateur)'}</dd>
            <dt className="text-muted-foreground">Objet</dt>
            <dd>{first.subject}</dd>
          </dl>
          {/* Focusable, so a keyboard can scroll a long message. */}
          <div
            role="region"
            aria-label="Texte du courriel"
            tabIndex={0}
            className="max-h-64 overflow-y-auto rounded-md bg-muted p-3 whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {first.text}
          </div>
        </>
      ) : (
        <p>Aucun client sélectionné n’a d’adresse e-mail valide : aucune relance ne partira.</p>
      )}
    </section>
  );
}
