import { z } from 'zod';
import { clientListFilterShape, clientListPageSchema, clientListPageShape, clientListRefinements } from '../client-list-page.ts';
import { complianceRowSchema } from './api.ts';
import { ENGAGEMENT_STATUSES, ENGAGEMENT_UNSET_LABEL, ENGAGEMENT_STATUS_LABELS, type EngagementStatus } from './engagement.ts';
import { GAP_CODES, type GapCode } from './gaps.ts';
import { VIGILANCE_LABELS, VIGILANCE_LEVELS, VIGILANCE_UNSET_LABEL, type VigilanceLevel } from './vigilance.ts';

// GET /api/compliance's filters (decision 0009: the list is paged on the server at 50,000
// clients): the tab, its status (a vigilance level, or a letter's status on « Lettres de
// mission », each with a value of its own for « none yet »), the gap on « Contrôle qualité », the
// sort, search and portfolio. The page's URL names them in French; the API in English.

export const COMPLIANCE_TABS = ['lcb-ft', 'lettres', 'controle'] as const;
export type ComplianceTab = (typeof COMPLIANCE_TABS)[number];

export const NO_VIGILANCE = 'non_evaluee';
export type VigilanceStatus = VigilanceLevel | typeof NO_VIGILANCE;
export const VIGILANCE_STATUSES: readonly VigilanceStatus[] = [NO_VIGILANCE, ...VIGILANCE_LEVELS];
export const VIGILANCE_STATUS_LABELS: Record<VigilanceStatus, string> = { [NO_VIGILANCE]: VIGILANCE_UNSET_LABEL, ...VIGILANCE_LABELS };

export const NO_LETTER = 'absente';
export type LetterStatus = EngagementStatus | typeof NO_LETTER;
export const LETTER_STATUSES: readonly LetterStatus[] = [NO_LETTER, ...ENGAGEMENT_STATUSES];
export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = { [NO_LETTER]: ENGAGEMENT_UNSET_LABEL, ...ENGAGEMENT_STATUS_LABELS };

export type ComplianceStatus = VigilanceStatus | LetterStatus;
/** Every value a status may hold, on either tab. */
export const COMPLIANCE_STATUSES: readonly ComplianceStatus[] = [...VIGILANCE_STATUSES, ...LETTER_STATUSES];
/** The status a tab filters on and counts: the letter's on « Lettres de mission », else the vigilance. */
export const complianceStatusesOf = (tab: ComplianceTab): readonly ComplianceStatus[] => (tab === 'lettres' ? LETTER_STATUSES : VIGILANCE_STATUSES);

/** « Aucune lacune » as a gap filter. */
export const NO_GAP = 'aucune';
export type GapFilter = GapCode | typeof NO_GAP;
export const GAP_FILTERS: readonly GapFilter[] = [...GAP_CODES, NO_GAP];

/** The columns the list sorts on, as the URL and the API name them. */
export const COMPLIANCE_SORT_COLUMNS = [
  'client',
  'siret',
  'vigilance',
  'evaluee',
  'identite',
  'beneficiaires',
  'gel',
  'revue',
  'lettre',
  'missions',
  'honoraires',
  'signee',
  'pieces',
  'lacunes',
] as const;
export type ComplianceSortColumn = (typeof COMPLIANCE_SORT_COLUMNS)[number];

export const COMPLIANCE_QUERY_MESSAGES = { gap: 'Lacune inconnue', ended: 'ended vaut true ou false' } as const;

const complianceFilterObject = z.strictObject({
  ...clientListFilterShape({ tabs: COMPLIANCE_TABS, statuses: COMPLIANCE_STATUSES, sorts: COMPLIANCE_SORT_COLUMNS }),
  /** On « Contrôle qualité »: the clients with this gap, or none. */
  gap: z.enum(GAP_FILTERS as [GapFilter, ...GapFilter[]], { error: COMPLIANCE_QUERY_MESSAGES.gap }).optional(),
  /** The ended relationships (files kept five years) instead of the active clients. */
  ended: z
    .enum(['true', 'false'], { error: COMPLIANCE_QUERY_MESSAGES.ended })
    .optional()
    .transform((v) => v === 'true'),
});
const refine = clientListRefinements(complianceStatusesOf);

/** GET /api/compliance/ids: the filters alone. */
export const complianceListQuerySchema = complianceFilterObject.superRefine(refine);
export type ComplianceListQuery = z.infer<typeof complianceListQuerySchema>;
/** GET /api/compliance: the filters, and `limit` and `cursor` for a page. */
export const compliancePageQuerySchema = complianceFilterObject.extend(clientListPageShape).superRefine(refine);

export const compliancePageSchema = clientListPageSchema(complianceRowSchema);
