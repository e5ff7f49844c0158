import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

import type { BeneficialOwner } from '../../../../shared/compliance/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSaveKyc } from '../api/save-file.ts';
import { checkOwners, emptyOwner, ownerDraftOf, type OwnerDraft } from '../lib/owners-draft.ts';
import { FileSection } from './file-section.tsx';

type OwnersEditorProps = { clientId: string; owners: readonly BeneficialOwner[] };

/**
 * « Bénéficiaires effectifs »: one row per owner (name, birth date, nationality, share or the
 * nature of control, PPE, the RBE extract's date), added, edited and removed, saved as one list.
 */
export function OwnersEditor({ clientId, owners }: OwnersEditorProps) {
  const id = useId();
  const save = useSaveKyc(clientId);
  const [drafts, setDrafts] = useState<OwnerDraft[]>(() => owners.map(ownerDraftOf));
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const edited = (next: OwnerDraft[]) => {
    setDrafts(next);
    setErrors({});
    save.reset();
  };
  const update = (key: string, change: Partial<OwnerDraft>) => edited(drafts.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  return (
    <FileSection
      id={`${id}-title`}
      title="Bénéficiaires effectifs"
      note="Personnes physiques détenant plus de 25 % du capital ou des droits de vote, ou exerçant un contrôle (CMF R561-1)."
      save={save}
      onSubmit={() => {
        const checked = checkOwners(drafts);
        if (!checked.ok) return setErrors(checked.errors);
        save.mutate({ beneficialOwners: checked.owners });
      }}
    >
      {drafts.length === 0 ? <p className="text-sm text-muted-foreground">Aucun bénéficiaire effectif renseigné.</p> : null}
      <ol className="grid gap-3">
        {drafts.map((draft, index) => (
          <OwnerRow
            key={draft.key}
            number={index + 1}
            draft={draft}
            errors={errors[draft.key] ?? {}}
            onChange={(change) => update(draft.key, change)}
            onRemove={() => edited(drafts.filter((candidate) => candidate.key !== draft.key))}
          />
        ))}
      </ol>
      <div>
        <Button size="sm" variant="secondary" onClick={() => edited([...drafts, emptyOwner()])}>
          <Plus aria-hidden="true" />
          Ajouter un bénéficiaire
        </Button>
      </div>
    </FileSection>
  );
}

type OwnerRowProps = { number: number; draft: OwnerDraft; errors: FieldErrors; onChange: (change: Partial<OwnerDraft>) => void; onRemove: () => void };

function OwnerRow({ number, draft, errors, onChange, onRemove }: OwnerRowProps) {
  const id = useId();
  const who = draft.name.trim() || `bénéficiaire ${String(number)}`;
  const text = (field: 'name' | 'nationality' | 'control', label: string) => (
    <Field id={`${id}-${field}`} label={label} autoComplete="off" value={draft[field]} error={errors[field]} onChange={(event) => onChange({ [field]: event.target.value })} />
  );
  const date = (field: 'birthDate' | 'sourceDate', label: string) => (
    <Field
      id={`${id}-${field}`}
      label={label}
      placeholder="JJ/MM/AAAA"
      autoComplete="off"
      inputMode="numeric"
      maxLength={10}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  return (
    <li aria-label={`Bénéficiaire ${String(number)}`} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-2">
      {text('name', 'Nom et prénom')}
      {date('birthDate', 'Date de naissance (JJ/MM/AAAA)')}
      {text('nationality', 'Nationalité')}
      <Field
        id={`${id}-share`}
        label="Part détenue (%)"
        autoComplete="off"
        inputMode="decimal"
        value={draft.share}
        error={errors.share}
        onChange={(event) => onChange({ share: event.target.value })}
      />
      {text('control', 'Nature du contrôle')}
      {date('sourceDate', 'Extrait RBE du (JJ/MM/AAAA)')}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={draft.ppe} onChange={(event) => onChange({ ppe: event.target.checked })} />
        Personne politiquement exposée (PPE)
      </label>
      <div className="sm:text-right">
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Retirer ${who}`}>
          <Trash2 aria-hidden="true" />
          Retirer
        </Button>
      </div>
    </li>
  );
}
