import { beneficialOwnerSchema, type BeneficialOwner } from '../../../../shared/compliance/api.ts';
import { parseAuthorizationDate } from '../../../../shared/authorizations.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { zodFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';

/** A beneficial owner as typed: dates JJ/MM/AAAA, the share as « 33,5 ». `key` tells the rows apart while edited. */
export type OwnerDraft = {
  key: string;
  name: string;
  birthDate: string;
  nationality: string;
  share: string;
  control: string;
  ppe: boolean;
  sourceDate: string;
};

let nextKey = 0;
const newKey = () => `owner-${String((nextKey += 1))}`;

export const emptyOwner = (): OwnerDraft => ({ key: newKey(), name: '', birthDate: '', nationality: '', share: '', control: '', ppe: false, sourceDate: '' });

export function ownerDraftOf(owner: BeneficialOwner): OwnerDraft {
  return {
    key: newKey(),
    name: owner.name,
    birthDate: formatDateFr(owner.birthDate),
    nationality: owner.nationality ?? '',
    share: owner.share === null ? '' : String(owner.share).replace('.', ','),
    control: owner.control ?? '',
    ppe: owner.ppe,
    sourceDate: formatDateFr(owner.sourceDate),
  };
}

const SHARE_FORMAT = 'La part détenue est un pourcentage (par exemple 33,5)';
const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** One row's owner, or its messages by field: the dates and the share read as typed, then the server's own schema. */
function checkOwner(draft: OwnerDraft): { owner: BeneficialOwner } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const birth = parseAuthorizationDate(draft.birthDate);
  const source = parseAuthorizationDate(draft.sourceDate);
  if (!birth.ok) errors.birthDate = birth.message;
  if (!source.ok) errors.sourceDate = source.message;
  const shareText = draft.share.trim().replace(',', '.');
  const share = shareText === '' ? null : Number(shareText);
  if (share !== null && !Number.isFinite(share)) errors.share = SHARE_FORMAT;
  if (!birth.ok || !source.ok || errors.share) return { errors };
  const parsed = beneficialOwnerSchema.safeParse({
    name: draft.name,
    birthDate: birth.iso,
    nationality: text(draft.nationality),
    share,
    control: text(draft.control),
    ppe: draft.ppe,
    sourceDate: source.iso,
  });
  return parsed.success ? { owner: parsed.data } : { errors: zodFieldErrors(parsed.error) };
}

export type OwnersCheck = { ok: true; owners: BeneficialOwner[] } | { ok: false; errors: Record<string, FieldErrors> };

/** The list to send (PUT …/kyc { beneficialOwners }), or each refused row's messages by its key. */
export function checkOwners(drafts: readonly OwnerDraft[]): OwnersCheck {
  const owners: BeneficialOwner[] = [];
  const errors: Record<string, FieldErrors> = {};
  for (const draft of drafts) {
    const checked = checkOwner(draft);
    if ('owner' in checked) owners.push(checked.owner);
    else errors[draft.key] = checked.errors;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, owners };
}
