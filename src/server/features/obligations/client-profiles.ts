import { sql } from 'drizzle-orm';
import type { ObligationProfile } from '../../../shared/obligations/obligation-profile.ts';
import type { DbOrTx } from '../../db/client.ts';

/** A client as the generation reads it: its status and what the rules read. */
export type ClientForObligations = { id: string; active: boolean; profile: ObligationProfile };

type ProfileRow = ObligationProfile & { id: string; active: boolean };

/**
 * The clients to regenerate, by id. They are read FOR SHARE:
 * a profile edit (which holds its client FOR UPDATE and regenerates in its own transaction)
 * waits for this pass, or this pass waits for it, so an older profile never overwrites the
 * obligations of a newer one.
 */
export async function readClientsForObligations({ db, clientIds }: { db: DbOrTx; clientIds: readonly string[] }): Promise<ClientForObligations[]> {
  const { rows } = await db.execute<ProfileRow>(sql`
    SELECT c.id, c.status = 'actif' AS active,
      c.regime_imposition AS "regimeImposition", c.regime_tva AS "regimeTva", c.jour_tva AS "jourTva",
      c.employeur, c.cfe_acompte AS "cfeAcompte", c.cvae, c.date_creation::text AS "dateCreation", c.categorie_entreprise AS "categorieEntreprise",
      c.classification, c.date_cloture::text AS "dateCloture", c.code_postal AS "codePostal", c.siret
    FROM clients c
    WHERE c.id = ANY(${sql.param([...clientIds])}::uuid[])
    ORDER BY c.id
    FOR SHARE OF c`);
  return rows.map(({ id, active, ...profile }) => ({ id, active, profile }));
}
