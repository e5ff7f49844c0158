import type { ClientRow } from '../../../shared/clients.ts';
import { FISCAL_PROFILE_DEFAULTS } from '../../../shared/obligations/profile.ts';

let serial = 0;

/** A client row with every field empty but the name, for the web tests (the Clients helpers, live updates). */
export function clientRow(fields: Partial<ClientRow> = {}): ClientRow {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    numeroClient: null,
    raisonSociale: 'Client',
    siret: null,
    classification: null,
    status: 'actif',
    dateCloture: null,
    adresse: null,
    codePostal: null,
    ville: null,
    telephone: null,
    email: null,
    softwareId: null,
    ...FISCAL_PROFILE_DEFAULTS,
    collaboratorIds: [],
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}
