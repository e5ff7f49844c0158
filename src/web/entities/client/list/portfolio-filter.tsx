import { UserRound } from 'lucide-react';

import { useCurrentUser } from '../../user/current-user.ts';
import { useUsers } from '../../user/users-query.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CollaboratorSelect } from './collaborator-select.tsx';
import { chooseCollaborator, portfolioCollaborator, toggleMine, type PortfolioSearch } from './lib/portfolio.ts';

type PortfolioFilterProps = {
  search: PortfolioSearch;
  onChange: (changes: PortfolioSearch) => void;
};

/** The « Collaborateur » select and the one-click « Mes clients » toggle of a client list. */
export function PortfolioFilter({ search, onChange }: PortfolioFilterProps) {
  const users = useUsers().data ?? [];
  const myId = useCurrentUser()?.id;
  const mine = search.mes === 1;
  return (
    <>
      <CollaboratorSelect
        users={users}
        value={portfolioCollaborator(search, myId)}
        onChange={(id) => onChange(chooseCollaborator(id))}
      />
      <Button
        variant={mine ? 'primary' : 'secondary'}
        aria-pressed={mine}
        onClick={() => onChange(toggleMine(search))}
      >
        <UserRound aria-hidden="true" />
        Mes clients
      </Button>
    </>
  );
}
