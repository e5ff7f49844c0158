import { z } from 'zod';
import { currentUserSchema, emailSchema, fullNameSchema, passwordSchema, ROLES, roleSchema } from './users.ts';

// Contracts of the Paramètres page: the profile, the admins' user management and the system tab.

/** SPEC §5 texts, and the server's refusals of the role rules (SPEC §6). */
export const SETTINGS_MESSAGES = {
  profileUpdated: 'Profil mis à jour avec succès',
  profileUpdateFailed: 'Erreur lors de la mise à jour',
  passwordChanged: 'Mot de passe modifié avec succès',
  passwordChangeFailed: 'Erreur lors du changement de mot de passe',
  userCreateFailed: "Erreur lors de la création de l'utilisateur",
  userUpdateFailed: 'Une erreur est survenue',
  userDeleteFailed: "Erreur lors de la suppression de l'utilisateur",
  userDeleteConfirm: 'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
  emailLocked: "L'email ne peut pas être modifié",
  lastAdmin: 'Impossible : il doit rester au moins un administrateur.',
  selfDelete: 'Vous ne pouvez pas supprimer votre propre compte.',
  selfRoleChange: 'Vous ne pouvez pas modifier votre propre rôle.',
  userNotFound: 'Utilisateur introuvable.',
  nothingToChange: 'Indiquez le nom complet ou le rôle à modifier',
} as const;

/** 'Mon profil': only the name; the email and the role are not the user's to change. */
export const profileUpdateSchema = z.strictObject({ fullName: fullNameSchema });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export const profileSchema = currentUserSchema;

/** A row of the 'Utilisateurs' tab. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: roleSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  /** Whether they sign in with a second factor (an admin may reset it). */
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });

/** The role a form must give: missing and unknown are told apart. */
const roleFieldSchema = z.enum(ROLES, { error: (issue) => (issue.input === undefined ? 'Le rôle est requis' : 'Rôle inconnu') });

/** SPEC §5 user modal at creation: name, email and role required, a password of 6 at least. */
export const adminUserCreateSchema = z.strictObject({
  fullName: fullNameSchema,
  email: emailSchema,
  role: roleFieldSchema,
  password: passwordSchema,
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

/** Editing changes only the full name and the role; the email is fixed (an unknown field is refused). */
export const adminUserPatchSchema = z
  .strictObject({ fullName: fullNameSchema.optional(), role: roleFieldSchema.optional() })
  .refine((patch) => patch.fullName !== undefined || patch.role !== undefined, {
    error: SETTINGS_MESSAGES.nothingToChange,
  });
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

export const AUTH_PROVIDER_LABEL = 'Better Auth (email et mot de passe, sessions en base)';
/** The Système tab's name of the database: the embedded cluster is a PostgreSQL server too. */
export const databaseLabel = (kind: 'embedded' | 'postgres', serverVersion: string) =>
  kind === 'embedded' ? `PostgreSQL ${serverVersion} (base embarquée)` : `PostgreSQL ${serverVersion}`;

/** The 'Système' tab. */
export const systemInfoSchema = z.object({
  counts: z.object({
    users: z.number().int(),
    clients: z.number().int(),
    tasks: z.number().int(),
    notes: z.number().int(),
  }),
  database: z.string(),
  authentication: z.string(),
  version: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
