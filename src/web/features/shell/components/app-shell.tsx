import type { ReactNode } from 'react';

import type { NavItem } from '../nav-item.ts';
import type { ShellUser } from '../shell-user.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

type AppShellProps = {
  /** The sidebar's pages, in order. */
  nav: readonly NavItem[];
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
  signOutError?: string;
  /** Shown in the top bar: the global search, the notification bell. */
  search?: ReactNode;
  notifications?: ReactNode;
  children: ReactNode;
};

export function AppShell({ children, search, notifications, ...sidebarProps }: AppShellProps) {
  return (
    <div className="flex h-full">
      <Sidebar {...sidebarProps} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar search={search} notifications={notifications} />
        {/* The page scrolls here: focusable, so the keyboard scrolls it even on a page without a
            control (Statistiques). */}
        <main tabIndex={0} className="flex-1 overflow-y-auto p-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset">
          {children}
        </main>
      </div>
    </div>
  );
}
