import { FileDown } from 'lucide-react';
import { useId } from 'react';

import { engagementUpdateSchema, type ComplianceFile, type EngagementUpdate } from '../../../../shared/compliance/api.ts';
import {
  ENGAGEMENT_MISSION_LABELS,
  ENGAGEMENT_MISSIONS,
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  FEES_MODE_LABELS,
  FEES_MODES,
  type EngagementMission,
  type EngagementStatus,
  type FeesMode,
} from '../../../../shared/compliance/engagement.ts';
import { parseAuthorizationDate } from '../../../../shared/authorizations.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { zodFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { letterUrl, useSaveEngagement } from '../api/save-file.ts';
import { DateField } from './date-field.tsx';
import { FileSection } from './file-section.tsx';
import { useFileForm, type FormCheck } from './use-file-form.ts';

type EngagementFormProps = { clientId: string; engagement: ComplianceFile['engagement'] };

type Draft = {
  status: EngagementStatus | '';
  missions: EngagementMission[];
  missionsOther: string;
  fees: string;
  feesMode: FeesMode | '';
  startDate: string;
  tacitRenewal: boolean;
  signedAt: string;
};
const FORM_FIELDS = { status: '', missions: '', missionsOther: '', fees: '', feesMode: '', startDate: '', tacitRenewal: '', signedAt: '' };

const draftOf = (engagement: ComplianceFile['engagement']): Draft => ({
  status: engagement.status ?? '',
  missions: engagement.missions,
  missionsOther: engagement.missionsOther ?? '',
  fees: engagement.fees === null ? '' : String(engagement.fees).replace('.', ','),
  feesMode: engagement.feesMode ?? '',
  startDate: formatDateFr(engagement.startDate),
  tacitRenewal: engagement.tacitRenewal,
  signedAt: formatDateFr(engagement.signedAt),
});

/** The letter's fields as the API takes them, checked by the server's own schema (its French messages). */
function check(draft: Draft): FormCheck<EngagementUpdate> {
  const errors: FieldErrors = {};
  const start = parseAuthorizationDate(draft.startDate);
  const signed = parseAuthorizationDate(draft.signedAt);
  if (!start.ok) errors.startDate = start.message;
  if (!signed.ok) errors.signedAt = signed.message;
  const feesText = draft.fees.trim().replace(/\s/g, '').replace(',', '.');
  const fees = feesText === '' ? null : Number(feesText);
  if (fees !== null && !Number.isFinite(fees)) errors.fees = 'Les honoraires sont un montant positif (en euros hors taxes)';
  if (!start.ok || !signed.ok || errors.fees) return { ok: false, errors };
  const other = draft.missionsOther.trim();
  const parsed = engagementUpdateSchema.safeParse({
    ...(draft.status === '' ? {} : { status: draft.status }),
    missions: draft.missions,
    missionsOther: draft.missions.includes('autre') && other !== '' ? other : null,
    fees,
    feesMode: draft.feesMode === '' ? null : draft.feesMode,
    startDate: start.iso,
    tacitRenewal: draft.tacitRenewal,
    signedAt: signed.iso,
  });
  return parsed.success ? { ok: true, update: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** « Lettre de mission »: its status, missions, fees, dates; « Générer la lettre » from the firm's template. */
export function EngagementForm({ clientId, engagement }: EngagementFormProps) {
  const id = useId();
  const save = useSaveEngagement(clientId);
  const { draft, shown, change, submit } = useFileForm(() => draftOf(engagement), save, check);
  const toggleMission = (mission: EngagementMission, on: boolean) =>
    change({ missions: on ? ENGAGEMENT_MISSIONS.filter((m) => m === mission || draft.missions.includes(m)) : draft.missions.filter((m) => m !== mission) });

  return (
    <FileSection
      id={`${id}-title`}
      title="Lettre de mission"
      note={
        <a href={letterUrl(clientId)} download className={buttonClassName('secondary', 'sm', 'mt-1')}>
          <FileDown aria-hidden="true" />
          Générer la lettre
        </a>
      }
      save={save}
      fields={FORM_FIELDS}
      onSubmit={submit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Statut de la lettre</Label>
          <Select
            id={`${id}-status`}
            value={draft.status}
            aria-invalid={shown.status ? true : undefined}
            aria-describedby={shown.status ? `${id}-status-error` : undefined}
            onChange={(event) => change({ status: ENGAGEMENT_STATUSES.find((status) => status === event.target.value) ?? '' })}
          >
            {draft.status === '' ? <option value="">Absente</option> : null}
            {ENGAGEMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ENGAGEMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
          {shown.status ? (
            <p id={`${id}-status-error`} className="text-sm text-destructive">
              {shown.status}
            </p>
          ) : null}
        </div>
        <DateField id={`${id}-signed`} label="Signée le" value={draft.signedAt} error={shown.signedAt} onChange={(signedAt) => change({ signedAt })} />
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-medium">Missions couvertes</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {ENGAGEMENT_MISSIONS.map((mission) => (
            <label key={mission} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={draft.missions.includes(mission)} onChange={(event) => toggleMission(mission, event.target.checked)} />
              {ENGAGEMENT_MISSION_LABELS[mission]}
            </label>
          ))}
        </div>
        {shown.missions ? <p className="text-sm text-destructive">{shown.missions}</p> : null}
      </fieldset>
      {draft.missions.includes('autre') ? (
        <Field id={`${id}-other`} label="Autre mission (précisez)" autoComplete="off" value={draft.missionsOther} error={shown.missionsOther} onChange={(event) => change({ missionsOther: event.target.value })} />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-fees`} label="Honoraires annuels (€ HT)" inputMode="decimal" autoComplete="off" value={draft.fees} error={shown.fees} onChange={(event) => change({ fees: event.target.value })} />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-mode`}>Mode d’honoraires</Label>
          <Select id={`${id}-mode`} value={draft.feesMode} onChange={(event) => change({ feesMode: FEES_MODES.find((mode) => mode === event.target.value) ?? '' })}>
            <option value="">Non renseigné</option>
            {FEES_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {FEES_MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        </div>
        <DateField id={`${id}-start`} label="Début" value={draft.startDate} error={shown.startDate} onChange={(startDate) => change({ startDate })} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={draft.tacitRenewal} onChange={(event) => change({ tacitRenewal: event.target.checked })} />
          Tacite reconduction
        </label>
      </div>
    </FileSection>
  );
}
