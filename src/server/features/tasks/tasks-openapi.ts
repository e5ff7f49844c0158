import { errorResponse } from '../../http/openapi-responses.ts';

export const tags = ['Tâches'];
export const invalid = errorResponse('Données ou paramètres invalides');
export const missing = errorResponse('Tâche introuvable');
