import { errorBodySchema } from '../../../shared/errors.ts';

export const tags = ['Tâches'];
export const json = <T>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = json(errorBodySchema);
export const unauthenticated = { description: 'Non connecté', ...errors };
export const invalid = { description: 'Données ou paramètres invalides', ...errors };
export const missing = { description: 'Tâche introuvable', ...errors };
