import { z } from 'zod';
import type { JournalEntity } from './journal-entity.ts';

/** A software of the Logiciels list: added, renamed, moved, deleted. */
export const SOFTWARE_JOURNAL: JournalEntity = {
  entity: 'software',
  label: 'Logiciel',
  created: 'Logiciel ajouté',
  deleted: 'Logiciel supprimé',
  fields: { name: 'Nom', displayOrder: "Ordre d'affichage" },
};

export const softwareNameSchema = z
  .string({ error: 'Le nom du logiciel est requis' })
  .trim()
  .min(1, { error: 'Le nom du logiciel est requis' })
  .max(80, { error: 'Le nom du logiciel : 80 caractères au maximum' });

export const softwareSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  displayOrder: z.number().int(),
  /** Clients using it (all statuses), for the cards and the delete guard. */
  clientCount: z.number().int(),
});
export type Software = z.infer<typeof softwareSchema>;

export const softwareListSchema = z.object({ software: z.array(softwareSchema) });
export const softwareCreateSchema = z.strictObject({ name: softwareNameSchema });
export const softwareRenameSchema = z.strictObject({ name: softwareNameSchema });
/** The full list of ids in their new display order. */
export const softwareOrderSchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(500) });

/**
 * A row of « Clients actifs » on the Logiciels page (GET /api/software/clients): an active client
 * and its software, nothing else. Its own list instead of the whole client list (34 MB of JSON at
 * 50,000 clients): 7.5 MB there whole, which still left the page at 1.75 × the Dashboard's warm,
 * so the page reads it in pages (decision 0009; software-list-query.ts).
 */
export const softwareClientRowSchema = z.object({
  clientId: z.uuid(),
  raisonSociale: z.string(),
  siret: z.string().nullable(),
  numeroClient: z.string().nullable(),
  softwareId: z.uuid().nullable(),
});
export type SoftwareClientRow = z.infer<typeof softwareClientRowSchema>;
export const softwareClientListSchema = z.object({ rows: z.array(softwareClientRowSchema) });
export type SoftwareClientList = z.infer<typeof softwareClientListSchema>;
