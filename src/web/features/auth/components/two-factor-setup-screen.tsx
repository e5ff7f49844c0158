import { useQueryClient } from '@tanstack/react-query';

import { Button } from '../../../components/ui/button.tsx';
import { twoFactorStatusQueryKey } from '../../../entities/user/two-factor/two-factor-api.ts';
import { TwoFactorSetup } from '../../../entities/user/two-factor/two-factor-setup.tsx';
import { useSignOut } from '../api/sign-out.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * Shown instead of every page while the firm requires a second factor this user has not set up
 * (the server refuses their other requests meanwhile). Once the recovery codes are noted, the
 * app opens on the page that was asked for.
 */
export function TwoFactorSetupScreen() {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return (
    <AuthLayout
      wide
      title="Configurer la double authentification"
      description="Le cabinet exige un second facteur à la connexion : une application d’authentification sur votre téléphone. Confirmez votre mot de passe pour commencer."
    >
      <div className="grid gap-6">
        <TwoFactorSetup onDone={() => void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey })} />
        <Button variant="link" size="inline" className="justify-self-start" pending={signOut.isPending} onClick={() => signOut.mutate()}>
          Déconnexion
        </Button>
      </div>
    </AuthLayout>
  );
}
