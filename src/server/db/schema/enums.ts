import { pgEnum } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/users.ts';
import { CLASSIFICATIONS, CLIENT_STATUSES } from '../../../shared/clients.ts';
import { RECURRENCE_FREQUENCIES, TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES } from '../../../shared/tasks.ts';
import { AUTHORIZATION_KINDS, AUTHORIZATION_STATUSES } from '../../../shared/authorizations.ts';
import { BANK_CHANGE_STATUSES } from '../../../shared/bank-changes.ts';
import { TRACKING_KINDS, TRACKING_STATUSES } from '../../../shared/tracking.ts';
import { EMPLOYEUR_VALUES, OUI_NON, REGIMES_IMPOSITION, REGIMES_TVA } from '../../../shared/obligations/profile.ts';
import { COMPANY_CATEGORIES } from '../../../shared/e-invoicing/statuses.ts';

// The database enforces every enumeration of SPEC §3; the values come from src/shared so the
// forms, the API and the tables cannot drift apart.
export const userRole = pgEnum('user_role', ROLES);
export const classification = pgEnum('classification', CLASSIFICATIONS);
export const clientStatus = pgEnum('client_status', CLIENT_STATUSES);
export const taskType = pgEnum('task_type', TASK_TYPES);
export const taskPriority = pgEnum('task_priority', TASK_PRIORITIES);
export const taskStatus = pgEnum('task_status', TASK_STATUSES);
export const recurrenceFrequency = pgEnum('recurrence_frequency', RECURRENCE_FREQUENCIES);
export const authorizationKind = pgEnum('authorization_kind', AUTHORIZATION_KINDS);
export const authorizationStatus = pgEnum('authorization_status', AUTHORIZATION_STATUSES);
export const bankChangeStatus = pgEnum('bank_change_status', BANK_CHANGE_STATUSES);
export const trackingKind = pgEnum('tracking_kind', TRACKING_KINDS);
export const trackingStatus = pgEnum('tracking_status', TRACKING_STATUSES);
export const regimeImposition = pgEnum('regime_imposition', REGIMES_IMPOSITION);
export const regimeTva = pgEnum('regime_tva', REGIMES_TVA);
export const employeur = pgEnum('employeur', EMPLOYEUR_VALUES);
export const ouiNon = pgEnum('oui_non', OUI_NON);
export const companyCategory = pgEnum('company_category', COMPANY_CATEGORIES);
