import { lazyRouteComponent } from '@tanstack/react-router';

import type { FeatureDescriptor } from '../../lib/feature.ts';
import { validateResetPasswordSearch } from './reset-password-search.ts';

/** Sign-in, first-run setup and password reset; the session gate itself wraps the signed-in shell. */
export const authFeature = {
  name: 'auth',
  pages: [],
  publicPages: [
    {
      // The reset mail links here with ?token=.
      path: 'reset-password',
      label: 'Réinitialisation du mot de passe',
      validateSearch: validateResetPasswordSearch,
      component: lazyRouteComponent(() => import('./reset-password-page.tsx'), 'ResetPasswordRoutePage'),
    },
  ],
} as const satisfies FeatureDescriptor;
