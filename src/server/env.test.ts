import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('environment', () => {
  it('has working defaults for the embedded database', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_URL: 'http://localhost:3000', ALLOW_SIGNUP: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and drops a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(parseEnv({ APP_URL: 'https://crm.cabinet.fr/' }).APP_URL).toBe('https://crm.cabinet.fr');
  });

  it('lists every bad value in one readable message', () => {
    expect(() => parseEnv({ PORT: 'abc', SMTP_URL: 'http://x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*SMTP_URL[\s\S]*LOG_LEVEL/);
  });

  it('requires a shared AUTH_SECRET of 32+ characters with a PostgreSQL server', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/cabinet' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/cabinet', AUTH_SECRET: 'court' })).toThrow(/32 caractères/);
    expect(parseEnv({ DATABASE_URL: 'postgres://db/cabinet', AUTH_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe('postgres://db/cabinet');
  });
});
