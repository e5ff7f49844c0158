import { errorBodySchema } from '../../../shared/errors.ts';

export const tags = ['Fiche client'];
export const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = json(errorBodySchema);
export const unauthenticated = { description: 'Non connecté', ...errors };
export const invalid = { description: 'Identifiant ou données invalides', ...errors };
export const clientMissing = { description: 'Client introuvable', ...errors };
export const noteMissing = { description: 'Note introuvable', ...errors };
export const notAuthor = { description: "Ni l'auteur de la note, ni un administrateur", ...errors };
