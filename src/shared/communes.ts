import { z } from 'zod';

/** GET /api/communes?codePostal=75001 — five digits, as La Poste writes them. */
export const communesQuerySchema = z.object({
  codePostal: z
    .string({ error: 'Le code postal est requis' })
    .trim()
    .regex(/^\d{5}$/, { error: 'Le code postal doit contenir 5 chiffres' }),
});

export const communeSchema = z.object({ nom: z.string(), codeInsee: z.string() });
export type Commune = z.infer<typeof communeSchema>;

/** The communes a postcode serves, sorted by name; empty for an unknown postcode. */
export const communeListSchema = z.object({ communes: z.array(communeSchema) });
export type CommuneList = z.infer<typeof communeListSchema>;
