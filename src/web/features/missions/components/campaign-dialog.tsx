import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCount } from '../../../entities/client/list/lib/format-count.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { invalidatePrefixes, useStaleQueries } from '../../../lib/stale-queries.tsx';
import { offerUndo, undoBatch } from '../../../lib/undo.ts';
import { campaignPreviewQueryOptions, openCampaign } from '../api/campaigns.ts';
import { missionsRootKey } from '../api/missions-keys.ts';
import { checkCampaign, draftForYear, type CampaignDraft } from '../lib/campaign-form.ts';

type CampaignDialogProps = {
  templates: readonly MissionTemplate[];
  /** The page's template and exercise: the dialog's defaults. */
  templateId: string;
  year: number;
  /** Once opened: the page shows that template and exercise. */
  onOpened: (templateId: string, year: number) => void;
};

const MISSION_ENTITIES = ['mission'];

/**
 * « Ouvrir une campagne »: a template and a range of closing dates; the count of missions it
 * would create shows before anything is written, then one request creates them, undone for 30 s
 * like the other bulk actions. Its form is mounted only while open: each opening starts from the
 * page's template and exercise.
 */
export function CampaignDialog(props: CampaignDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Rocket aria-hidden="true" />
          Ouvrir une campagne
        </Button>
      </DialogTrigger>
      <DialogContent widthClassName="max-w-md">
        <DialogHeader
          title="Ouvrir une campagne"
          description="Une mission pour chaque client actif dont l’exercice se clôt dans la période et qui n’en a pas encore."
        />
        {open ? <CampaignForm {...props} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CampaignForm({ templates, templateId, year, onOpened, onDone }: CampaignDialogProps & { onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const stale = useStaleQueries(MISSION_ENTITIES);
  const [draft, setDraft] = useState<CampaignDraft>(() => draftForYear(templateId, year));
  const checked = checkCampaign(draft);
  const campaign = checked.ok ? checked.campaign : null;
  const preview = useQuery(campaignPreviewQueryOptions(campaign));
  const refresh = () => invalidatePrefixes(queryClient, [missionsRootKey, ...stale]);
  const create = useMutation({
    mutationFn: openCampaign,
    onSuccess: ({ created, batchId }, sent) => {
      refresh();
      onDone();
      onOpened(sent.templateId, Number(sent.closingFrom.slice(0, 4)));
      const title = `${formatCount(created, 'mission créée', 'missions créées')}`;
      if (batchId) offerUndo({ title, undo: async () => void (await undoBatch(batchId)), onUndone: refresh });
    },
  });
  const count = preview.data?.count;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (campaign && count) create.mutate(campaign);
  };
  const change = (field: keyof CampaignDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const errors = checked.ok ? {} : checked.errors;

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-template`}>Modèle</Label>
        <Select id={`${id}-template`} value={draft.templateId} onChange={(event) => change('templateId')(event.target.value)}>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1.5 text-sm font-medium">Exercices clos</legend>
        <Field id={`${id}-from`} label="Du (JJ/MM/AAAA)" value={draft.from} error={errors.from} autoComplete="off" inputMode="numeric" maxLength={10} onChange={(event) => change('from')(event.target.value)} />
        <Field id={`${id}-to`} label="Au (JJ/MM/AAAA)" value={draft.to} error={errors.to} autoComplete="off" inputMode="numeric" maxLength={10} onChange={(event) => change('to')(event.target.value)} />
      </fieldset>
      <PreviewLine pending={campaign !== null && preview.isPending} error={preview.isError ? errorMessage(preview.error) : undefined} count={campaign ? count : undefined} />
      {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={create.isPending}>
            Annuler
          </Button>
        </DialogClose>
        {/* Nothing to create, or the count not known yet: nothing to confirm. */}
        <Button type="submit" pending={create.isPending} disabled={!count}>
          Ouvrir la campagne
        </Button>
      </DialogFooter>
    </form>
  );
}

function PreviewLine({ pending, error, count }: { pending: boolean; error: string | undefined; count: number | undefined }) {
  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Calcul du nombre de missions…
      </p>
    );
  }
  if (error) return <Alert>{error}</Alert>;
  if (count === undefined) return <p role="status" />;
  return (
    <p role="status" className="text-sm font-medium">
      {count === 0
        ? 'Aucune mission à créer : chaque client actif de cette période a déjà la sienne.'
        : `${formatCount(count, 'mission sera créée', 'missions seront créées')}`}
    </p>
  );
}
