import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import type { ClientSheet } from '../../../../../shared/client-sheet.ts';
import type { ClientPatch, ClientRow } from '../../../../../shared/clients.ts';
import { formatDateFr } from '../../../../../shared/dates.ts';
import { checkObligationProfile, type ProfileIssue } from '../../../../../shared/obligations/consistency.ts';
import { FISCAL_PROFILE_FIELD_LABELS as LABEL, type FiscalProfile, type FiscalProfileField } from '../../../../../shared/obligations/profile.ts';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { clientSheetQueryKey } from '../../../../entities/client/client-sheet-query-key.ts';
import { useUpdateClient } from '../../api/update-client.ts';
import { CLIENT_MESSAGES } from '../../lib/messages.ts';
import {
  dateCreationPatch,
  jourTvaPatch,
  PROFILE_OPTIONS,
  profileSelectPatch,
  type ProfileSelectField,
} from '../../lib/profile-fields.ts';
import { SheetSection } from './sheet-section.tsx';

type Errors = Partial<Record<FiscalProfileField, string>>;
type Drafts = { jourTva: string; dateCreation: string };

const SELECTS: readonly ProfileSelectField[] = ['regimeImposition', 'regimeTva', 'employeur', 'cfeAcompte', 'cvae', 'categorieEntreprise'];

const draftsOf = (client: ClientRow): Drafts => ({
  jourTva: client.jourTva === null ? '' : String(client.jourTva),
  dateCreation: formatDateFr(client.dateCreation),
});

/**
 * « Profil fiscal » (issues 15 and 23): the eight fields the client's deadlines are derived from, each
 * saved when it changes. A combination that makes no sense is shown beside its field (the profile
 * is saved all the same: the firm may know better); a value the server refuses shows its reason.
 */
export function SheetProfile({ sheet }: { sheet: ClientSheet }) {
  const { client } = sheet;
  const baseId = useId();
  const saving = useProfileSave(client);
  const { chosen, errors } = saving;
  const drafts = useProfileDrafts(client, saving);
  const profile: FiscalProfile = { ...client, ...chosen };
  const issues = checkObligationProfile({ ...profile, classification: client.classification, dateCloture: client.dateCloture, codePostal: client.codePostal, siret: client.siret });
  const otherIssues = issues.filter((issue) => !(issue.field in LABEL));
  const fieldOf = (field: FiscalProfileField): FieldView => {
    const fieldIssues = issues.filter((issue) => issue.field === field);
    const noted = Boolean(errors[field]) || fieldIssues.length > 0;
    return { id: `${baseId}-${field}`, noteId: `${baseId}-${field}-note`, noted, error: errors[field], issues: fieldIssues };
  };

  function handleSelect(field: ProfileSelectField, value: string) {
    const patch = profileSelectPatch(field, value, { ...client, ...chosen });
    if (patch) saving.setChosen((current) => ({ ...current, ...patch }));
    saving.save(field, patch);
  }

  return (
    <SheetSection title="Profil fiscal">
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {SELECTS.map((field) => (
          <ProfileField key={field} label={LABEL[field]} view={fieldOf(field)}>
            <Select
              id={fieldOf(field).id}
              value={profile[field] ?? ''}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={fieldOf(field).noted ? fieldOf(field).noteId : undefined}
              onChange={(event) => handleSelect(field, event.target.value)}
            >
              {PROFILE_OPTIONS[field].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </ProfileField>
        ))}
        {(['jourTva', 'dateCreation'] as const).map((field) => (
          <ProfileField key={field} label={LABEL[field]} view={fieldOf(field)}>
            <Input
              id={fieldOf(field).id}
              value={drafts.values[field]}
              placeholder={field === 'jourTva' ? '15 à 24' : 'JJ/MM/AAAA'}
              inputMode="numeric"
              maxLength={field === 'jourTva' ? 2 : 10}
              autoComplete="off"
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={fieldOf(field).noted ? fieldOf(field).noteId : undefined}
              onChange={(event) => drafts.setDraft(field, event.target.value)}
              onBlur={() => drafts.commit(field)}
              onKeyDown={(event) => drafts.handleKeyDown(field, event)}
            />
          </ProfileField>
        ))}
      </div>
      {otherIssues.length > 0 ? <FieldNotes issues={otherIssues} /> : null}
    </SheetSection>
  );
}

/** A field's ids, and what shows under it: a refused value, the profile's warnings about it. */
type FieldView = { id: string; noteId: string; noted: boolean; error: string | undefined; issues: readonly ProfileIssue[] };

function ProfileField({ label, view, children }: { label: string; view: FieldView; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={view.id}>{label}</Label>
      {children}
      <FieldNotes id={view.noteId} error={view.error} issues={view.issues} />
    </div>
  );
}

/**
 * Saves a profile field: the chosen value shows at once, until the sheet has refreshed with it; a
 * refusal puts the saved value back and keeps the server's reason under the field.
 */
function useProfileSave(client: ClientRow) {
  const queryClient = useQueryClient();
  const { mutate } = useUpdateClient();
  // Values chosen here, shown at once until the sheet has refreshed with them.
  const [chosen, setChosen] = useState<Partial<FiscalProfile>>({});
  const [errors, setErrors] = useState<Errors>({});

  function save(field: FiscalProfileField, patch: ClientPatch | null) {
    if (!patch) return;
    setErrors((current) => ({ ...current, [field]: undefined }));
    mutate(
      { id: client.id, patch },
      {
        onSuccess: () => setChosen((current) => ({ ...current, ...patch })),
        onError: (error) => {
          setChosen((current) => ({ ...current, [field]: client[field] }));
          setErrors((current) => ({ ...current, [field]: errorMessage(error, CLIENT_MESSAGES.saveFailed) }));
        },
        onSettled: () =>
          void queryClient.invalidateQueries({ queryKey: clientSheetQueryKey(client.id) }).then(() =>
            setChosen((current) => {
              const { [field]: _done, ...rest } = current;
              return rest;
            }),
          ),
      },
    );
  }

  return { chosen, setChosen, errors, setErrors, save };
}

/**
 * The two typed fields (VAT day, creation date): saved on Enter or when left; Escape drops the
 * typed text first. A value changed elsewhere (another tab, a colleague, an import) replaces the text shown.
 */
function useProfileDrafts(client: ClientRow, { chosen, setErrors, save }: ReturnType<typeof useProfileSave>) {
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(client));
  const saved = draftsOf(client);
  const [seen, setSeen] = useState(saved);
  if (saved.jourTva !== seen.jourTva || saved.dateCreation !== seen.dateCreation) {
    setSeen(saved);
    setDrafts((current) => ({
      jourTva: saved.jourTva !== seen.jourTva ? saved.jourTva : current.jourTva,
      dateCreation: saved.dateCreation !== seen.dateCreation ? saved.dateCreation : current.dateCreation,
    }));
  }

  function commit(field: keyof Drafts) {
    const row = { ...client, ...chosen };
    save(field, field === 'jourTva' ? jourTvaPatch(drafts.jourTva, row) : dateCreationPatch(drafts.dateCreation, row));
  }

  function handleKeyDown(field: keyof Drafts, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(field);
    } else if (event.key === 'Escape' && drafts[field] !== draftsOf({ ...client, ...chosen })[field]) {
      // The typed text is dropped first; a second Escape closes the sheet.
      event.preventDefault();
      event.stopPropagation();
      setDrafts((current) => ({ ...current, [field]: draftsOf({ ...client, ...chosen })[field] }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  }

  const setDraft = (field: keyof Drafts, value: string) => setDrafts((current) => ({ ...current, [field]: value }));
  return { values: drafts, setDraft, commit, handleKeyDown };
}

/** A refused value (in red) and the profile's warnings (in amber), announced when they appear. */
function FieldNotes({ id, error, issues }: { id?: string; error?: string | undefined; issues: readonly ProfileIssue[] }) {
  if (!error && issues.length === 0) return null;
  return (
    <div id={id} role="alert" className="grid gap-0.5 text-xs">
      {error ? <p className="text-destructive">{error}</p> : null}
      {issues.map((issue) => (
        <p key={issue.message} className="text-amber-700">
          {issue.message}
        </p>
      ))}
    </div>
  );
}
