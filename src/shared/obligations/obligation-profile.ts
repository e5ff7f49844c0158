import type { ClientFields } from '../clients.ts';
import type { FiscalProfile } from './profile.ts';

// Apart from profile.ts because clients.ts builds its fields from the fiscal profile: the
// profile cannot name the client fields back without a cycle.
/** Everything the rules read: the fiscal profile and four existing client fields. */
export type ObligationProfile = FiscalProfile & Pick<ClientFields, 'classification' | 'dateCloture' | 'codePostal' | 'siret'>;
