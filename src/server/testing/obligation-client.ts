import { FISCAL_PROFILE_DEFAULTS } from '../../shared/obligations/profile.ts';
import type { clients } from '../db/schema/index.ts';

/**
 * An active SARL at the corporate tax, monthly VAT on the 19th and fewer than 50 employees: the
 * client the Échéances tests derive obligations for (a TVA CA3 each month, the DSN, the IS
 * instalments…). A test spreads it and names the client.
 */
export const MONTHLY_VAT_CLIENT = {
  ...FISCAL_PROFILE_DEFAULTS,
  siret: '73282932000074',
  classification: 'SARL',
  status: 'actif',
  dateCloture: '2025-12-31',
  codePostal: '69003',
  regimeImposition: 'is',
  regimeTva: 'mensuel',
  jourTva: 19,
  employeur: 'moins_50',
} satisfies Partial<typeof clients.$inferInsert>;
