import { z } from 'zod';
import type { JournalEntity } from './journal-entity.ts';
import { TWO_FACTOR_JOURNAL_VALUES } from './two-factor.ts';

export const ROLES = ['admin', 'collaborateur', 'stagiaire'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrateur',
  collaborateur: 'Collaborateur',
  stagiaire: 'Stagiaire',
};

/** A staff account: created, renamed, its role or calendar address changed, deleted. */
export const USER_JOURNAL: JournalEntity = {
  entity: 'user',
  label: 'Utilisateur',
  created: 'Utilisateur créé',
  deleted: 'Utilisateur supprimé',
  fields: { fullName: 'Nom complet', role: 'Rôle', calendarFeed: "Adresse d'agenda", twoFactor: 'Double authentification' },
  values: { role: ROLE_LABELS, twoFactor: TWO_FACTOR_JOURNAL_VALUES },
};

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const MESSAGES = {
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  /** The answer to every reset request, whether the account exists or not (SPEC). */
  resetEmailSent: 'Un email de réinitialisation a été envoyé à votre adresse.',
} as const;

export const passwordSchema = z
  .string({ error: 'Le mot de passe est requis' })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: 'Le mot de passe doit contenir au plus 128 caractères' });

export const emailSchema = z
  .string({ error: "L'email est requis" })
  .trim()
  .toLowerCase()
  .max(254, { error: "L'email est trop long" })
  .pipe(z.email({ error: "L'email n'est pas valide" }));

export const fullNameSchema = z
  .string({ error: 'Le nom complet est requis' })
  .trim()
  .min(1, { error: 'Le nom complet est requis' })
  .max(120, { error: 'Le nom complet doit contenir au plus 120 caractères' });

export const roleSchema = z.enum(ROLES, { error: 'Rôle inconnu' });

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: roleSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** First-run creation of the administrator account. */
export const setupAdminSchema = z.strictObject({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;

export const setupStatusSchema = z.object({ needsSetup: z.boolean() });

/** A user as pickers and chips show them (collaborator lists, assignees). */
export const userOptionSchema = z.object({ id: z.string(), fullName: z.string(), role: roleSchema });
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionListSchema = z.object({ users: z.array(userOptionSchema) });
