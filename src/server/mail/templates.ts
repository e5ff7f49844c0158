import type { Mail } from './mailer.ts';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export function resetPasswordMail(options: { to: string; fullName: string; url: string }): Mail {
  const { to, fullName, url } = options;
  const text = [
    `Bonjour ${fullName},`,
    '',
    'Une réinitialisation de votre mot de passe a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    url,
    '',
    'Ce lien est valable une heure et ne fonctionne qu’une fois.',
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(fullName)},</p>
<p>Une réinitialisation de votre mot de passe a été demandée. Pour choisir un nouveau mot de passe :</p>
<p><a href="${escapeHtml(url)}">Choisir un nouveau mot de passe</a></p>
<p>Ce lien est valable une heure et ne fonctionne qu’une fois.</p>
<p>Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>`;
  return { to, subject: 'Réinitialisation de votre mot de passe', text, html };
}
