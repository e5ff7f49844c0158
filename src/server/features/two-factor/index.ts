import type { ServerFeature } from '../../feature.ts';
import { createTwoFactorPolicyRoutes, createTwoFactorStatusRoutes } from './two-factor.routes.ts';

/**
 * Two-factor sign-in (issue 26): one's own state, and the firm's rule (admins). The second factor
 * itself is Better Auth's twoFactor plugin, under /api/auth/two-factor (src/server/auth).
 */
export const twoFactorFeature: ServerFeature = {
  name: 'two-factor',
  routes: [
    { path: '/two-factor', beforeTwoFactorSetup: true, create: ({ db }) => createTwoFactorStatusRoutes({ db }) },
    { path: '/two-factor/policy', create: ({ db }) => createTwoFactorPolicyRoutes({ db }) },
  ],
};
