import { CLIENT_FIELD_LABELS as LABEL, CLIENT_STATUS_LABELS } from '../../../../../shared/clients.ts';
import type { ClientSheet } from '../../../../../shared/client-sheet.ts';
import { formatDateClotureMonth, formatDateFr } from '../../../../../shared/dates.ts';
import { ROLE_LABELS } from '../../../../../shared/users.ts';
import { formatSheetDay } from '../../lib/sheet-format.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{value ? value : <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

/** SPEC §3's client fields, as the table shows them (the closing date in full as well). */
export function SheetFields({ sheet }: { sheet: ClientSheet }) {
  const { client } = sheet;
  const cloture = client.dateCloture ? `${formatDateFr(client.dateCloture)} (${formatDateClotureMonth(client.dateCloture)})` : null;
  return (
    <SheetSection title="Informations">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Field label={LABEL.numeroClient} value={client.numeroClient} />
        <Field label={LABEL.raisonSociale} value={client.raisonSociale} />
        <Field label={LABEL.siret} value={client.siret} />
        <Field label={LABEL.classification} value={client.classification} />
        <Field label={LABEL.status} value={CLIENT_STATUS_LABELS[client.status]} />
        <Field label={LABEL.dateCloture} value={cloture} />
        <Field label={LABEL.adresse} value={client.adresse} />
        <Field label={LABEL.codePostal} value={client.codePostal} />
        <Field label={LABEL.ville} value={client.ville} />
        <Field label={LABEL.telephone} value={client.telephone} />
        <Field label={LABEL.email} value={client.email} />
        <Field label={LABEL.softwareId} value={sheet.software?.name} />
        <Field label="Créé le" value={formatSheetDay(client.createdAt)} />
        <Field label="Modifié le" value={formatSheetDay(client.updatedAt)} />
      </dl>
    </SheetSection>
  );
}

export function SheetCollaborators({ sheet }: { sheet: ClientSheet }) {
  return (
    <SheetSection title="Collaborateurs">
      {sheet.collaborators.length === 0 ? (
        <EmptyText>Aucun collaborateur assigné</EmptyText>
      ) : (
        <ul aria-label="Collaborateurs" className="flex flex-wrap gap-2">
          {sheet.collaborators.map((collaborator) => (
            <li key={collaborator.id} className="rounded-full bg-info-soft px-3 py-1 text-sm text-primary">
              {collaborator.fullName}
              <span className="text-muted-foreground"> · {ROLE_LABELS[collaborator.role]}</span>
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}
