import { Search } from 'lucide-react';

import { Input } from '../../../components/ui/input.tsx';

type ClientsSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
};

export function ClientsSearchBox({ value, onChange }: ClientsSearchBoxProps) {
  return (
    <div className="relative w-full max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Rechercher par nom ou SIRET"
        placeholder="Rechercher par nom ou SIRET..."
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
