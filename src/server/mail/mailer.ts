import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

/** `replyTo`: where the recipient's answer goes when it is not the firm's sending address. */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; describe: () => string };

/**
 * SMTP when SMTP_URL is set. Without it each mail is written to DATA_DIR/outbox as an .eml
 * file (open it with any mail client), so a fresh install can still reset a password. The log
 * names the file, never the mail's links: a reset link is a password, and logs travel further
 * than a 0700 folder.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (smtpUrl) {
    // Bounded waits, so that a send ends (delivered or failed) well within the outbox worker's
    // lease on the mail: a hung server must not let a second worker send it again.
    const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
    return {
      describe: () => `SMTP (${new URL(smtpUrl).host})`,
      send: async (mail) => {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject, replyTo: mail.replyTo }, 'email envoyé');
      },
    };
  }
  const outbox = resolve(options.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: () => `dossier ${outbox}`,
    send: async (mail) => {
      const info = await writer.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: mail.to, subject: mail.subject, replyTo: mail.replyTo, file }, 'email écrit dans la boîte d’envoi (pas de SMTP_URL)');
    },
  };
}
