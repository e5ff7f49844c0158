import { useState } from 'react';
import { Plus } from 'lucide-react';

import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { QueryWaiting } from '../../../components/ui/query-waiting.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useMissionTemplates } from '../../../entities/mission/mission-templates-query.ts';
import { useIsAdmin } from '../../../entities/user/current-user.ts';
import { TemplateEditor } from './template-editor.tsx';
import { TemplateView } from './template-view.tsx';

const NEW = 'nouveau';

/** Paramètres › « Modèles de mission »: everyone reads the firm's templates, admins edit them. */
export function TemplatesSettings() {
  const templates = useMissionTemplates();
  const isAdmin = useIsAdmin();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!templates.isSuccess) return <QueryWaiting query={templates} loading="Chargement des modèles de mission…" />;

  const list = templates.data;
  const selectedId = chosen === NEW ? NEW : (list.find((template) => template.id === chosen) ?? list[0])?.id;
  const template = list.find((candidate) => candidate.id === selectedId) ?? null;

  return (
    <div className="grid max-w-4xl gap-4">
      <p className="text-sm text-muted-foreground">
        {isAdmin
          ? 'Les étapes de chaque modèle sont les colonnes de la page Production. Renommer ou déplacer une étape garde ses missions ; une étape qui a des missions ne peut pas être retirée.'
          : 'Les étapes de chaque modèle sont les colonnes de la page Production. Seuls les administrateurs modifient les modèles.'}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        {list.length > 0 ? (
          <div className="grid gap-1.5">
            <Label htmlFor="template-choice">Modèle</Label>
            <Select id="template-choice" className="min-w-64" value={selectedId ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {list.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
              {chosen === NEW ? <option value={NEW}>Nouveau modèle</option> : null}
            </Select>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Aucun modèle de mission{isAdmin ? ' : créez-en un.' : '.'}</p>
        )}
        {isAdmin && chosen !== NEW ? (
          <Button variant="secondary" onClick={() => setChosen(NEW)}>
            <Plus aria-hidden="true" />
            Nouveau modèle
          </Button>
        ) : null}
      </div>
      {isAdmin && selectedId !== undefined ? (
        <TemplateEditor key={selectedId} template={template} onSaved={(saved) => setChosen(saved.id)} onDeleted={() => setChosen(null)} />
      ) : template ? (
        <TemplateView template={template} />
      ) : null}
    </div>
  );
}
