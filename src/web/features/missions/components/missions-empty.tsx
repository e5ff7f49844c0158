import { Link } from '@tanstack/react-router';

import { Button } from '../../../components/ui/button.tsx';

/** No template at all: an admin creates one in Paramètres. */
export function NoTemplates() {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-border bg-surface p-8 text-center text-sm text-muted-foreground">
      <p>Aucun modèle de mission.</p>
      <p>
        Un administrateur en crée dans{' '}
        <Link to="/settings" className="text-primary underline underline-offset-4">
          Paramètres
        </Link>{' '}
        (Modèles de mission), puis ouvre une campagne ici.
      </p>
    </div>
  );
}

/** The template has no mission for this exercise yet. */
export function NoMissions({ templateName, year }: { templateName: string; year: number }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-border bg-surface p-8 text-center text-sm text-muted-foreground">
      <p>
        Aucune mission « {templateName} » pour les exercices clos en {year}.
      </p>
      <p>« Ouvrir une campagne » crée celle de chaque client actif dont l’exercice se clôt dans la période.</p>
    </div>
  );
}

/** The filters hide every mission. */
export function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-2">
      <p>Aucune mission ne correspond à ces filtres.</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Effacer les filtres
      </Button>
    </div>
  );
}
