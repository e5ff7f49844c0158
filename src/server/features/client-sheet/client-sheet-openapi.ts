import { errorResponse } from '../../http/openapi-responses.ts';

export const tags = ['Fiche client'];
export const invalid = errorResponse('Identifiant ou données invalides');
export const clientMissing = errorResponse('Client introuvable');
export const noteMissing = errorResponse('Note introuvable');
export const notAuthor = errorResponse("Ni l'auteur de la note, ni un administrateur");
