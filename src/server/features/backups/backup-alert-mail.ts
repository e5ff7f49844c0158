import type { Mail } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

/** What went wrong, as the bell and the mail say it. */
export type BackupAlert = {
  title: string;
  body: string;
  /** One alert per admin and per event: the job looks every minute, the admins hear once. */
  dedupeKey: string;
};

/** The mail every admin receives with the bell's alert: what happened, and where to look. */
export function backupAlertMail({ to, fullName, alert, url }: { to: string; fullName: string; alert: BackupAlert; url: string }): Mail {
  const text = [
    `Bonjour ${fullName},`,
    '',
    `${alert.title}.`,
    alert.body,
    '',
    `Les sauvegardes et leur état sont dans Paramètres › Système : ${url}`,
    'Tant que ce n’est pas réglé, les données du cabinet ne sont peut-être pas protégées.',
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(fullName)},</p>
<p><strong>${escapeHtml(alert.title)}.</strong></p>
<p>${escapeHtml(alert.body)}</p>
<p>Les sauvegardes et leur état sont dans <a href="${escapeHtml(url)}">Paramètres › Système</a>.</p>
<p>Tant que ce n’est pas réglé, les données du cabinet ne sont peut-être pas protégées.</p>`;
  return { to, subject: `Cabinet : ${alert.title}`, text, html };
}
