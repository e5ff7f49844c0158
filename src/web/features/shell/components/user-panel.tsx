import { LogOut } from 'lucide-react';

import { Button } from '../../../components/ui/button.tsx';
import { displayName, displayRole, initial, type ShellUser } from '../shell-user.ts';

type UserPanelProps = {
  user: ShellUser;
  onSignOut: () => void;
  isSigningOut: boolean;
  signOutError?: string;
};

export function UserPanel({ user, onSignOut, isSigningOut, signOutError }: UserPanelProps) {
  return (
    <div className="border-t border-white/10 p-3">
      <div className="flex items-center gap-3 px-2 py-2">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {initial(user)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-sidebar-foreground">{displayName(user)}</p>
          <p className="truncate text-xs text-sidebar-muted">{displayRole(user)}</p>
        </div>
      </div>
      {signOutError ? (
        <p role="alert" className="px-2 pb-2 text-xs text-red-300">
          {signOutError}
        </p>
      ) : null}
      <Button
        variant="ghost"
        className="w-full justify-start text-sidebar-muted hover:bg-sidebar-accent hover:text-sidebar-foreground"
        pending={isSigningOut}
        onClick={onSignOut}
      >
        {isSigningOut ? null : <LogOut aria-hidden="true" />}
        Déconnexion
      </Button>
    </div>
  );
}
