import { Building2 } from 'lucide-react';

import { PRODUCT_NAME } from '../../../lib/product.ts';
import type { NavItem } from '../nav-item.ts';
import type { ShellUser } from '../shell-user.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { UserPanel } from './user-panel.tsx';

type SidebarProps = {
  nav: readonly NavItem[];
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
  signOutError?: string;
};

export function Sidebar({ nav, ...props }: SidebarProps) {
  return (
    <aside className="flex w-60 shrink-0 flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex h-14 items-center gap-2 border-b border-white/10 px-5">
        <Building2 aria-hidden="true" className="size-5 text-sidebar-foreground" />
        <span className="text-base font-semibold tracking-tight text-white">{PRODUCT_NAME}</span>
        <span className="text-xs text-sidebar-muted">Back-office</span>
      </div>
      <SidebarNav items={nav} />
      <UserPanel {...props} />
    </aside>
  );
}
