import type { ReactNode } from 'react';

type TopBarProps = {
  /** The global search and the notification bell, which the app layout brings from their features. */
  search?: ReactNode;
  notifications?: ReactNode;
};

export function TopBar({ search, notifications }: TopBarProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-4 border-b border-border bg-surface px-6">
      {search}
      <div className="ml-auto flex items-center">{notifications}</div>
    </header>
  );
}
