import { useId } from 'react';

import { SANCTIONS_RESULT_LABELS, SANCTIONS_RESULTS, type ComplianceFile, type KycUpdate } from '../../../../shared/compliance/api.ts';
import { parseAuthorizationDate } from '../../../../shared/authorizations.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSaveKyc } from '../api/save-file.ts';
import { DateField } from './date-field.tsx';
import { FileSection } from './file-section.tsx';
import { useFileForm, type FormCheck } from './use-file-form.ts';

type IdentityFormProps = { clientId: string; kyc: ComplianceFile['kyc'] };

type SanctionsResult = (typeof SANCTIONS_RESULTS)[number];

/** The documents the profession checks (CMF R561-5); free text beyond them. */
const IDENTITY_DOCUMENTS = ['Extrait Kbis de moins de 3 mois', "Pièce d'identité du représentant légal", "Pièce d'identité de l'entrepreneur", 'Avis de situation INSEE'];

type Draft = { identityVerifiedAt: string; identityDocument: string; sanctionsCheckedAt: string; sanctionsResult: SanctionsResult | ''; lastReviewAt: string };
const DATE_FIELDS = ['identityVerifiedAt', 'sanctionsCheckedAt', 'lastReviewAt'] as const;
const FORM_FIELDS = { identityVerifiedAt: '', identityDocument: '', sanctionsCheckedAt: '', sanctionsResult: '', lastReviewAt: '' };

function check(draft: Draft): FormCheck<KycUpdate> {
  const errors: FieldErrors = {};
  const dates: Partial<Record<(typeof DATE_FIELDS)[number], string | null>> = {};
  for (const field of DATE_FIELDS) {
    const parsed = parseAuthorizationDate(draft[field]);
    if (parsed.ok) dates[field] = parsed.iso;
    else errors[field] = parsed.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const document = draft.identityDocument.trim();
  return {
    ok: true,
    update: {
      identityVerifiedAt: dates.identityVerifiedAt ?? null,
      identityDocument: document === '' ? null : document,
      sanctionsCheckedAt: dates.sanctionsCheckedAt ?? null,
      sanctionsResult: draft.sanctionsResult === '' ? null : draft.sanctionsResult,
      lastReviewAt: dates.lastReviewAt ?? null,
    },
  };
}

/** « Identification et revue »: identity verified (when, on what, by whom), the asset-freeze and PPE check, the last review and the next. */
export function IdentityForm({ clientId, kyc }: IdentityFormProps) {
  const id = useId();
  const save = useSaveKyc(clientId);
  const { draft, shown, change, submit } = useFileForm<Draft, KycUpdate>(() => ({
    identityVerifiedAt: formatDateFr(kyc.identityVerifiedAt),
    identityDocument: kyc.identityDocument ?? '',
    sanctionsCheckedAt: formatDateFr(kyc.sanctionsCheckedAt),
    sanctionsResult: kyc.sanctionsResult ?? '',
    lastReviewAt: formatDateFr(kyc.lastReviewAt),
  }), save, check);
  const verifiedBy = kyc.identityVerifiedAt
    ? `Identité vérifiée le ${formatDateFr(kyc.identityVerifiedAt)}${kyc.identityVerifiedByName ? ` par ${kyc.identityVerifiedByName}` : ''}`
    : 'Identité non vérifiée';

  return (
    <FileSection
      id={`${id}-title`}
      title="Identification et revue"
      note={verifiedBy}
      save={save}
      fields={FORM_FIELDS}
      onSubmit={submit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField id={`${id}-verified`} label="Identité vérifiée le" value={draft.identityVerifiedAt} error={shown.identityVerifiedAt} onChange={(identityVerifiedAt) => change({ identityVerifiedAt })} />
        <Field
          id={`${id}-document`}
          label="Pièce vérifiée"
          list={`${id}-documents`}
          autoComplete="off"
          value={draft.identityDocument}
          error={shown.identityDocument}
          onChange={(event) => change({ identityDocument: event.target.value })}
        />
        <datalist id={`${id}-documents`}>
          {IDENTITY_DOCUMENTS.map((document) => (
            <option key={document} value={document} />
          ))}
        </datalist>
        <DateField
          id={`${id}-sanctions`}
          label="Gel des avoirs et PPE vérifiés le"
          value={draft.sanctionsCheckedAt}
          error={shown.sanctionsCheckedAt}
          onChange={(sanctionsCheckedAt) => change({ sanctionsCheckedAt })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-result`}>Résultat de la vérification</Label>
          <Select
            id={`${id}-result`}
            value={draft.sanctionsResult}
            onChange={(event) => change({ sanctionsResult: SANCTIONS_RESULTS.find((result) => result === event.target.value) ?? '' })}
          >
            <option value="">Non renseigné</option>
            {SANCTIONS_RESULTS.map((result) => (
              <option key={result} value={result}>
                {SANCTIONS_RESULT_LABELS[result]}
              </option>
            ))}
          </Select>
          {shown.sanctionsResult ? <p className="text-sm text-destructive">{shown.sanctionsResult}</p> : null}
        </div>
        <DateField id={`${id}-review`} label="Dernière revue" value={draft.lastReviewAt} error={shown.lastReviewAt} onChange={(lastReviewAt) => change({ lastReviewAt })} />
        <p className="self-end pb-2 text-sm">
          Prochaine revue : <span className="font-medium">{kyc.nextReviewAt ? formatDateFr(kyc.nextReviewAt) : 'non planifiée (vigilance non évaluée)'}</span>
        </p>
      </div>
    </FileSection>
  );
}
