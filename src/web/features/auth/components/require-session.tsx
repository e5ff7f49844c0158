import type { ReactNode } from 'react';

import type { CurrentUser } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCurrentUserQuery } from '../../../entities/user/current-user.ts';
import { useTwoFactorStatus } from '../../../entities/user/two-factor/two-factor-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { LoginScreen } from './login-screen.tsx';
import { TwoFactorSetupScreen } from './two-factor-setup-screen.tsx';

type RequireSessionProps = {
  children: (user: CurrentUser) => ReactNode;
};

/** Renders its children for the signed-in user, the login screen otherwise. */
export function RequireSession({ children }: RequireSessionProps) {
  const me = useCurrentUserQuery();
  // Whether the firm requires a second factor this user still has to set up.
  const twoFactor = useTwoFactorStatus({ enabled: Boolean(me.data) });

  if (me.isPending) return <FullPageSpinner />;
  // A failed background refetch keeps the last known user on screen.
  if (me.data === undefined) {
    return (
      <AuthLayout title="Session indisponible">
        <div className="grid gap-4">
          <Alert>{errorMessage(me.error)}</Alert>
          <Button className="w-full" pending={me.isFetching} onClick={() => void me.refetch()}>
            Réessayer
          </Button>
        </div>
      </AuthLayout>
    );
  }
  if (me.data === null) return <LoginScreen />;
  if (twoFactor.isPending) return <FullPageSpinner />;
  // Its failure is not a gate: the server refuses the pages' requests anyway while setup is due.
  if (twoFactor.data?.required && !twoFactor.data.enabled) return <TwoFactorSetupScreen />;
  return children(me.data);
}
