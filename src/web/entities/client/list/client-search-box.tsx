import { Search } from 'lucide-react';

import { Input } from '../../../components/ui/input.tsx';

export const CLIENT_SEARCH_PLACEHOLDER = 'Rechercher par raison sociale ou SIRET...';

type ClientSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Also its accessible name, without the dots. */
  placeholder?: string;
};

export function ClientSearchBox({ value, onChange, placeholder = CLIENT_SEARCH_PLACEHOLDER }: ClientSearchBoxProps) {
  return (
    <div className="relative w-full max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={placeholder.replace(/\.+$/, '')}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
