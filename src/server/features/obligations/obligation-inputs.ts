import type { ClientFields } from '../../../shared/clients.ts';
import { FISCAL_PROFILE_FIELDS } from '../../../shared/obligations/profile.ts';

/**
 * The client fields the rules read, and the status (only active clients have obligations): a
 * client write that changes one of them regenerates the client's obligations in its transaction
 * (the feature's client follower, index.ts).
 */
export const OBLIGATION_INPUT_FIELDS = [
  'status',
  'classification',
  'dateCloture',
  'codePostal',
  'siret',
  ...FISCAL_PROFILE_FIELDS,
] as const satisfies readonly (keyof ClientFields)[];
