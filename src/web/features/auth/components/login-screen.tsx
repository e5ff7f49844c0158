import { useState } from 'react';

import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { useSetupStatus } from '../api/get-setup-status.ts';
import { AuthLayout } from './auth-layout.tsx';
import { RequestResetForm } from './request-reset-form.tsx';
import { SetupAdminForm } from './setup-admin-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { TwoFactorChallengeForm } from './two-factor-challenge-form.tsx';

type LoginMode = 'sign-in' | 'reset' | 'two-factor';

/** Shown in place of any page while nobody is signed in; the URL stays the one that was asked for. */
export function LoginScreen() {
  const setupStatus = useSetupStatus();
  const [mode, setMode] = useState<LoginMode>('sign-in');

  if (setupStatus.isPending) return <FullPageSpinner />;

  if (setupStatus.data?.needsSetup) {
    return (
      <AuthLayout
        title="Créer le compte administrateur"
        description="Première utilisation : créez le compte qui administrera le back-office."
      >
        <SetupAdminForm />
      </AuthLayout>
    );
  }

  if (mode === 'reset') {
    return (
      <AuthLayout
        title="Mot de passe oublié"
        description="Saisissez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      >
        <RequestResetForm onBackToSignIn={() => setMode('sign-in')} />
      </AuthLayout>
    );
  }

  if (mode === 'two-factor') {
    return (
      <AuthLayout title="Vérification en deux étapes" description="Saisissez le code à 6 chiffres affiché par votre application d’authentification.">
        <TwoFactorChallengeForm onBackToSignIn={() => setMode('sign-in')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Connexion" description="Accédez au back-office du cabinet.">
      <SignInForm onForgotPassword={() => setMode('reset')} onTwoFactor={() => setMode('two-factor')} />
    </AuthLayout>
  );
}
