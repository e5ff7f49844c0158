import type { ReactNode } from 'react';

import type { ShellUser } from '../shell-user.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

type AppShellProps = {
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
  signOutError?: string;
  /** Shown in the top bar (the notification bell). */
  notifications?: ReactNode;
  children: ReactNode;
};

export function AppShell({ children, notifications, ...sidebarProps }: AppShellProps) {
  return (
    <div className="flex h-full">
      <Sidebar {...sidebarProps} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar notifications={notifications} />
        <main className="flex-1 overflow-y-auto p-6">{children}</main>
      </div>
    </div>
  );
}
