import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt, updatedBy } from './columns.ts';
import { classification, clientStatus, companyCategory, employeur, ouiNon, regimeImposition, regimeTva } from './enums.ts';

export const software = pgTable('software', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  displayOrder: integer('display_order').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numeroClient: text('numero_client'),
    raisonSociale: text('raison_sociale').notNull(),
    siret: text('siret'),
    classification: classification('classification'),
    status: clientStatus('status').notNull().default('actif'),
    dateCloture: date('date_cloture'),
    adresse: text('adresse'),
    codePostal: text('code_postal'),
    ville: text('ville'),
    telephone: text('telephone'),
    email: text('email'),
    softwareId: uuid('software_id').references(() => software.id, { onDelete: 'set null' }),
    /** Legacy single assignment of SPEC §3 (set to null on import); client_collaborators is the real one. */
    collaboratorId: uuid('collaborator_id').references(() => users.id, { onDelete: 'set null' }),
    // Fiscal profile (issue 15): null is « non renseigné », from which no deadline is guessed.
    regimeImposition: regimeImposition('regime_imposition'),
    regimeTva: regimeTva('regime_tva'),
    jourTva: integer('jour_tva'),
    employeur: employeur('employeur').notNull().default('non'),
    cfeAcompte: ouiNon('cfe_acompte').notNull().default('non'),
    cvae: ouiNon('cvae').notNull().default('non'),
    dateCreation: date('date_creation'),
    /** The LME decree's category (issue 23): it dates the client's e-invoicing issuing obligation. */
    categorieEntreprise: companyCategory('categorie_entreprise'),
    // The raison sociale and the numéro client folded once, when written (case and accents aside,
    // f_unaccent(lower())): every search, filter and name order reads these, so that a search
    // matching most of 50,000 clients compares stored text instead of folding each name per
    // request (issue 27: the count behind « s » typed in Clients, 120–210 ms, then 14 ms).
    nameFolded: text('name_folded').generatedAlwaysAs(sql`f_unaccent(lower(raison_sociale))`),
    numeroFolded: text('numero_folded').generatedAlwaysAs(sql`f_unaccent(lower(numero_client))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    index('clients_raison_sociale_idx').on(t.raisonSociale),
    index('clients_siret_idx').on(t.siret),
    index('clients_numero_client_idx').on(t.numeroClient),
    index('clients_status_idx').on(t.status),
    index('clients_software_id_idx').on(t.softwareId),
    // Global search and every client-name filter: accent-insensitive, typo-tolerant trigram lookup on the folded name.
    index('clients_name_folded_trgm_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    // The client lists (decision 0009): their order by name, the folded name then the id, read in
    // index order; the Clients search on the numéro and the SIRET, each indexed so that the name's,
    // numéro's and SIRET's lookups combine (BitmapOr).
    index('clients_name_folded_order_idx').on(sql`(${t.nameFolded} COLLATE "C")`, t.id),
    index('clients_numero_folded_trgm_idx').using('gin', sql`${t.numeroFolded} gin_trgm_ops`),
    index('clients_siret_trgm_idx').using('gin', sql`${t.siret} gin_trgm_ops`),
    check('clients_raison_sociale_not_blank', sql`length(trim(${t.raisonSociale})) > 0`),
    check('clients_jour_tva_range', sql`${t.jourTva} BETWEEN 15 AND 24`),
  ],
);

export const clientCollaborators = pgTable(
  'client_collaborators',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    collaboratorId: uuid('collaborator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.collaboratorId] }),
    index('client_collaborators_collaborator_id_idx').on(t.collaboratorId),
  ],
);
