import { getRouteApi, Link } from '@tanstack/react-router';

import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';
import { AUTH_MESSAGES } from './messages.ts';

type ResetPasswordPageProps = {
  token?: string;
  /** Set by the server's redirect when the emailed link was already invalid. */
  error?: string;
};

const routeApi = getRouteApi('/reset-password');

/** The page as the router mounts it: its token and error come from the typed search params. */
export function ResetPasswordRoutePage() {
  const { token, error } = routeApi.useSearch();
  return <ResetPasswordPage token={token} error={error} />;
}

export function ResetPasswordPage({ token, error }: ResetPasswordPageProps) {
  const usableToken = error ? undefined : token;
  return (
    <AuthLayout
      title="Réinitialisation du mot de passe"
      description={usableToken ? 'Choisissez votre nouveau mot de passe.' : undefined}
    >
      {usableToken ? (
        <ResetPasswordForm token={usableToken} />
      ) : (
        <div className="grid gap-4">
          <Alert>{AUTH_MESSAGES.invalidResetLink}</Alert>
          <Button asChild variant="secondary" className="w-full">
            <Link to="/dashboard">Retour à la connexion</Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
