import type { ClientFields } from '../../../shared/clients.ts';
import { FISCAL_PROFILE_FIELDS } from '../../../shared/obligations/profile.ts';

/**
 * The client fields the rules read, and the status (only active clients have obligations): a
 * write that changes one of them regenerates the client's obligations in its transaction.
 */
export const OBLIGATION_INPUT_FIELDS = [
  'status',
  'classification',
  'dateCloture',
  'codePostal',
  'siret',
  ...FISCAL_PROFILE_FIELDS,
] as const satisfies readonly (keyof ClientFields)[];

const INPUTS: ReadonlySet<string> = new Set(OBLIGATION_INPUT_FIELDS);

/** Whether a client field is one the obligations are derived from. */
export const isObligationInput = (field: string | null | undefined): boolean => field != null && INPUTS.has(field);

/** Whether a PATCH touches what the obligations are derived from. */
export const touchesObligationInputs = (patch: Partial<ClientFields>): boolean =>
  OBLIGATION_INPUT_FIELDS.some((field) => patch[field] !== undefined);
