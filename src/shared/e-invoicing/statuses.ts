import { z } from 'zod';
import { isoDateSchema } from '../iso-date.ts';

// The e-invoicing reform's vocabulary (issue 23): what the firm follows per client. Sources of the
// dates and categories: docs/e-invoicing.md.

/** The 2008 LME decree's company categories (décret 2008-1354), as the reform's calendar reads them. */
export const COMPANY_CATEGORIES = ['micro', 'pme', 'eti', 'ge'] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];
export const COMPANY_CATEGORY_LABELS: Record<CompanyCategory, string> = {
  micro: 'Micro-entreprise',
  pme: 'PME',
  eti: 'ETI',
  ge: 'Grande entreprise',
};
export const COMPANY_CATEGORY_UNSET_LABEL = 'Non renseignée';

/** Every VAT-registered company must be able to receive e-invoices from this day (CGI art. 289 bis, LF 2024 art. 91 as amended by LF 2025). */
export const RECEPTION_DEADLINE = '2026-09-01';

/** Issuing (and e-reporting) becomes compulsory on this day, by category. */
export const ISSUING_DEADLINES: Record<CompanyCategory, string> = {
  ge: '2026-09-01',
  eti: '2026-09-01',
  pme: '2027-09-01',
  micro: '2027-09-01',
};

/** The issuing deadline a category implies; none while the category is not known. */
export const issuingDeadline = (category: CompanyCategory | null): string | null => (category ? ISSUING_DEADLINES[category] : null);

/** Reception and issuing readiness, each followed like a habilitation. */
export const READINESS_STATUSES = ['a_faire', 'en_cours', 'pret', 'pas_concerne'] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];
export const READINESS_STATUS_LABELS: Record<ReadinessStatus, string> = {
  a_faire: 'À faire',
  en_cours: 'En cours',
  pret: 'Prêt',
  pas_concerne: 'Pas concerné',
};
/** A readiness that closes the matching échéance: the client is ready, or not concerned. */
export const isReadinessClosed = (status: ReadinessStatus) => status === 'pret' || status === 'pas_concerne';

/** The délégation (client → firm) and the désignation (firm → platform) mandates. */
export const MANDATE_STATUSES = ['aucun', 'envoye', 'signe'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
export const MANDATE_STATUS_LABELS: Record<MandateStatus, string> = { aucun: 'Aucun', envoye: 'Envoyé', signe: 'Signé' };

export const E_REPORTING_VALUES = ['oui', 'non'] as const;
export type EReporting = (typeof E_REPORTING_VALUES)[number];
export const E_REPORTING_LABELS: Record<EReporting, string> = { oui: 'Oui', non: 'Non' };
export const E_REPORTING_UNSET_LABEL = 'Non renseigné';

export const companyCategorySchema = z.enum(COMPANY_CATEGORIES, { error: "Catégorie d'entreprise inconnue (micro, pme, eti ou ge)" });
export const readinessStatusSchema = z.enum(READINESS_STATUSES, { error: 'Statut inconnu' });
export const mandateStatusSchema = z.enum(MANDATE_STATUSES, { error: 'Statut de mandat inconnu' });
export const eReportingSchema = z.enum(E_REPORTING_VALUES, { error: 'E-reporting : oui ou non' });
export const optionalDateSchema = isoDateSchema.nullable();
