import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createMailer } from './mailer.ts';
import { startSmtpTestServer } from './smtp-test-server.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('reset mail over SMTP', () => {
  it('reaches a real SMTP server with a link that sets a new password', async () => {
    const smtp = await startSmtpTestServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Cabinet <no-reply@cabinet.test>', dataDir: '/nonexistent', logger: createLogger('silent') });
    const t = await createTestApp({}, { mailer });
    try {
      await t.createUser({ email: 'helene@cabinet.test', fullName: 'Hélène Garnier', password: 'ancien1' });
      const answer = await t.client().post('/api/auth/request-password-reset', { email: 'helene@cabinet.test', redirectTo: '/reset-password' });
      expect(answer.status).toBe(200);
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual(['helene@cabinet.test']);
      const link = mail?.raw.match(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9%._~-]+/)?.[0];
      expect(link).toBeDefined();
      const token = new URL(link ?? '').searchParams.get('token');
      expect((await t.client().post('/api/auth/reset-password', { newPassword: 'nouveau1', token })).status).toBe(200);
      await t.client().signIn('helene@cabinet.test', 'nouveau1');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('Reply-To', () => {
  it('reaches the SMTP server as the Reply-To header, and is absent when not given', async () => {
    const smtp = await startSmtpTestServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Cabinet <no-reply@cabinet.test>', dataDir: '/nonexistent', logger: createLogger('silent') });
    try {
      await mailer.send({ to: 'client@exemple.fr', subject: 'Relance', text: 'Bonjour', html: '<p>Bonjour</p>', replyTo: 'camille@cabinet.test' });
      await mailer.send({ to: 'client@exemple.fr', subject: 'Relance', text: 'Bonjour', html: '<p>Bonjour</p>' });
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[0]?.raw).toMatch(/^Reply-To: camille@cabinet\.test\r?$/m);
      expect(smtp.received[1]?.raw).not.toMatch(/^Reply-To:/im);
    } finally {
      await smtp.close();
    }
  });
});

describe('outbox without SMTP', () => {
  it('keeps a reset link in the .eml file only, never in the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-outbox-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ from: 'Cabinet <no-reply@cabinet.test>', dataDir, logger });
    const link = 'http://localhost:3000/reset-password?token=Secret-Jeton_123';
    await mailer.send({ to: 'a@cabinet.test', subject: 'Réinitialisation', text: `Lien : ${link}`, html: `<a href="${link}">Lien</a>` });
    const [file] = readdirSync(join(dataDir, 'outbox'));
    expect(readFileSync(join(dataDir, 'outbox', file ?? ''), 'utf8')).toContain('Secret-Jeton_123');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ to: 'a@cabinet.test', file: join(dataDir, 'outbox', file ?? '') });
    expect(lines[0]).not.toContain('Secret-Jeton_123');
    expect(lines[0]).not.toContain('reset-password');
  });

  it('writes each mail as an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-outbox-'));
    dirs.push(dataDir);
    const mailer = createMailer({ from: 'Cabinet <no-reply@cabinet.test>', dataDir, logger: createLogger('silent') });
    await mailer.send({ to: 'a@cabinet.test', subject: 'Réinitialisation', text: 'Lien : http://localhost:3000/x', html: '<p>x</p>' });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: a@cabinet.test');
    expect(eml).toContain('Subject: =?UTF-8?');
  });
});
