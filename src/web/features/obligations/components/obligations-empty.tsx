import { Link } from '@tanstack/react-router';

import { Button } from '../../../components/ui/button.tsx';

type ObligationsEmptyProps = { filtered: boolean; onClearFilters: () => void };

/** An empty list says why it may be empty and what to do next. */
export function ObligationsEmpty({ filtered, onClearFilters }: ObligationsEmptyProps) {
  if (filtered) {
    return (
      <div className="grid justify-items-center gap-2">
        <p>Aucune échéance ne correspond à ces filtres sur cette période.</p>
        <p>Changez de mois ou retirez des filtres.</p>
        <Button variant="secondary" size="sm" onClick={onClearFilters}>
          Effacer les filtres
        </Button>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-2">
      <p>Aucune échéance sur cette période.</p>
      <p>
        Les échéances sont calculées depuis le profil fiscal des clients actifs (régimes de TVA et d’imposition, employeur, date
        de clôture) : renseignez-le dans la fiche d’un client depuis la page{' '}
        {/* Underlined, not only coloured: a link inside a sentence must show without its colour. */}
        <Link to="/clients" className="text-primary underline underline-offset-4">
          Clients
        </Link>
        , ou changez de mois.
      </p>
    </div>
  );
}
