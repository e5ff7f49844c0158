import { MESSAGES } from '../../../shared/users.ts';

export const AUTH_MESSAGES = {
  signInFailed: 'Email ou mot de passe incorrect',
  resetEmailSent: MESSAGES.resetEmailSent,
  resetEmailFailed: "Erreur lors de l'envoi de l'email de réinitialisation",
  passwordChanged: 'Mot de passe modifié avec succès',
  passwordChangeFailed: 'Erreur lors du changement de mot de passe',
  invalidResetLink: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau depuis l'écran de connexion.",
  emailRequired: "L'email est requis",
  passwordRequired: 'Le mot de passe est requis',
  passwordsDiffer: MESSAGES.passwordsDiffer,
} as const;
