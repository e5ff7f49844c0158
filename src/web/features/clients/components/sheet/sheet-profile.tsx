import { useId, useState, type KeyboardEvent } from 'react';
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

const SELECTS: readonly ProfileSelectField[] = ['regimeImposition', 'regimeTva', 'employeur', 'cfeAcompte', 'cvae'];

const draftsOf = (client: ClientRow): Drafts => ({
  jourTva: client.jourTva === null ? '' : String(client.jourTva),
  dateCreation: formatDateFr(client.dateCreation),
});

/**
 * « Profil fiscal » (issue 15): the seven fields the client's deadlines are derived from, each
 * saved when it changes. A combination that makes no sense is shown beside its field (the profile
 * is saved all the same: the firm may know better); a value the server refuses shows its reason.
 */
export function SheetProfile({ sheet }: { sheet: ClientSheet }) {
  const { client } = sheet;
  const baseId = useId();
  const queryClient = useQueryClient();
  const { mutate } = useUpdateClient();
  // Values chosen here, shown at once until the sheet has refreshed with them.
  const [chosen, setChosen] = useState<Partial<FiscalProfile>>({});
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(client));
  const [errors, setErrors] = useState<Errors>({});
  // A value changed elsewhere (another tab, a colleague, an import) replaces the text shown.
  const saved = draftsOf(client);
  const [seen, setSeen] = useState(saved);
  if (saved.jourTva !== seen.jourTva || saved.dateCreation !== seen.dateCreation) {
    setSeen(saved);
    setDrafts((current) => ({
      jourTva: saved.jourTva !== seen.jourTva ? saved.jourTva : current.jourTva,
      dateCreation: saved.dateCreation !== seen.dateCreation ? saved.dateCreation : current.dateCreation,
    }));
  }
  const profile: FiscalProfile = { ...client, ...chosen };
  const issues = checkObligationProfile({ ...profile, classification: client.classification, dateCloture: client.dateCloture, codePostal: client.codePostal, siret: client.siret });

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

  function handleSelect(field: ProfileSelectField, value: string) {
    const patch = profileSelectPatch(field, value, { ...client, ...chosen });
    if (patch) setChosen((current) => ({ ...current, ...patch }));
    save(field, patch);
  }

  function commitDraft(field: keyof Drafts) {
    const row = { ...client, ...chosen };
    save(field, field === 'jourTva' ? jourTvaPatch(drafts.jourTva, row) : dateCreationPatch(drafts.dateCreation, row));
  }

  function handleDraftKeyDown(field: keyof Drafts, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft(field);
    } else if (event.key === 'Escape' && drafts[field] !== draftsOf({ ...client, ...chosen })[field]) {
      // The typed text is dropped first; a second Escape closes the sheet.
      event.preventDefault();
      event.stopPropagation();
      setDrafts((current) => ({ ...current, [field]: draftsOf({ ...client, ...chosen })[field] }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  }

  const fieldIds = (field: FiscalProfileField) => ({ input: `${baseId}-${field}`, note: `${baseId}-${field}-note` });
  const notesOf = (field: FiscalProfileField) => [errors[field], ...issues.filter((issue) => issue.field === field).map((issue) => issue.message)].filter(Boolean);
  const describedBy = (field: FiscalProfileField) => (notesOf(field).length > 0 ? fieldIds(field).note : undefined);
  const otherIssues = issues.filter((issue) => !(issue.field in LABEL));

  return (
    <SheetSection title="Profil fiscal">
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {SELECTS.map((field) => (
          <div key={field} className="grid gap-1">
            <Label htmlFor={fieldIds(field).input}>{LABEL[field]}</Label>
            <Select
              id={fieldIds(field).input}
              value={profile[field] ?? ''}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              onChange={(event) => handleSelect(field, event.target.value)}
            >
              {PROFILE_OPTIONS[field].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
            <FieldNotes id={fieldIds(field).note} error={errors[field]} issues={issues.filter((issue) => issue.field === field)} />
          </div>
        ))}
        {(['jourTva', 'dateCreation'] as const).map((field) => (
          <div key={field} className="grid gap-1">
            <Label htmlFor={fieldIds(field).input}>{LABEL[field]}</Label>
            <Input
              id={fieldIds(field).input}
              value={drafts[field]}
              placeholder={field === 'jourTva' ? '15 à 24' : 'JJ/MM/AAAA'}
              inputMode="numeric"
              maxLength={field === 'jourTva' ? 2 : 10}
              autoComplete="off"
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field)}
              onChange={(event) => setDrafts((current) => ({ ...current, [field]: event.target.value }))}
              onBlur={() => commitDraft(field)}
              onKeyDown={(event) => handleDraftKeyDown(field, event)}
            />
            <FieldNotes id={fieldIds(field).note} error={errors[field]} issues={issues.filter((issue) => issue.field === field)} />
          </div>
        ))}
      </div>
      {otherIssues.length > 0 ? <FieldNotes issues={otherIssues} /> : null}
    </SheetSection>
  );
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
