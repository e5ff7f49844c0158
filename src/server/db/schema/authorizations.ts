import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt, updatedBy } from './columns.ts';
import { authorizationKind, authorizationStatus, bankChangeStatus } from './enums.ts';

/** The five authorisation tables of SPEC §3 as one, keyed by (client, kind): a write is one upsert. */
export const clientAuthorizations = pgTable(
  'client_authorizations',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: authorizationKind('kind').notNull(),
    status: authorizationStatus('status').notNull().default('a_faire'),
    authorizationDate: date('authorization_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.kind] }), index('client_authorizations_kind_idx').on(t.kind)],
);

export const bankChanges = pgTable(
  'bank_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SPEC §3 keeps the client's name as typed; client_id links it while the client exists. */
    clientName: text('client_name').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    newBankName: text('new_bank_name').notNull(),
    changeDate: date('change_date').notNull().defaultNow(),
    prelevementCabinetStatus: bankChangeStatus('prelevement_cabinet_status').notNull().default('a_faire'),
    impotStatus: bankChangeStatus('impot_status').notNull().default('a_faire'),
    chargesSocialesStatus: bankChangeStatus('charges_sociales_status').notNull().default('a_faire'),
    ebicsStatus: bankChangeStatus('ebics_status').notNull().default('a_faire'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [index('bank_changes_created_at_idx').on(t.createdAt)],
);
