import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

export type Mailbox = { smtpUrl: string; dir: string; close: () => Promise<void> };

export type ReceivedMail = { to: string[]; subject: string; text: string };

type StoredMail = { to: string[]; raw: string };

/**
 * A real SMTP server on a free local port. Each message becomes a JSON file in a temporary
 * folder: the tests run in worker processes, so files are how they see what the runner received.
 */
export async function startMailbox(): Promise<Mailbox> {
  const dir = await mkdtemp(join(tmpdir(), 'cabinet-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const file = join(dir, `${String(Date.now())}-${String(++count).padStart(4, '0')}.json`);
        // Written then renamed, so a reader never sees half a message.
        writeFile(`${file}.tmp`, JSON.stringify(mail))
          .then(() => rename(`${file}.tmp`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    dir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits for the latest mail to `to` (and with this subject, if given) that the mailbox received. */
export async function waitForMail({
  to,
  subject,
  timeout = 10_000,
}: {
  to: string;
  subject?: string;
  timeout?: number;
}): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR manque : la boîte aux lettres est démarrée par le global setup.');
  const deadline = Date.now() + timeout;
  for (;;) {
    const mails = await readMails(dir);
    const match = mails
      .reverse()
      .find((mail) => mail.to.includes(to.toLowerCase()) && (subject === undefined || mail.subject === subject));
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.to.join(', ')} : ${mail.subject}`).join('\n  ') || 'aucun';
      throw new Error(`Aucun email pour ${to}${subject ? ` (« ${subject} »)` : ''} en ${timeout} ms. Reçus :\n  ${seen}`);
    }
    await delay(100);
  }
}

async function readMails(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => {
      const { to, raw } = JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail;
      const { headers, text } = decodeMessage(raw);
      return { to, subject: decodeHeaderWords(headers.get('subject') ?? ''), text };
    }),
  );
}

/**
 * Just enough MIME for the app's mails: headers, multipart bodies, quoted-printable (soft line
 * breaks joined, so links stay whole) and base64 parts, in UTF-8. The text parts come first.
 */
function decodeMessage(raw: string): { headers: Map<string, string>; text: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? '' : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodeMessage(part.replace(/^\n/, '')));
    const isText = (part: { headers: Map<string, string> }) => /^text\/plain/i.test(part.headers.get('content-type') ?? 'text/plain');
    const ordered = [...parts.filter(isText), ...parts.filter((part) => !isText(part))];
    return { headers, text: ordered.map((part) => part.text).join('\n') };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return { headers, text: decodeQuotedPrintable(body) };
  if (encoding === 'base64') return { headers, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  return { headers, text: body };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes a French subject. */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
