import { describe, expect, it } from 'vitest';
import { groupSecret, secretOfTotpUri } from './totp-secret.ts';

describe('the key shown beside the QR code', () => {
  it('is the URI’s secret, in groups of four', () => {
    const uri = 'otpauth://totp/Cabinet:lea%40cabinet.test?secret=JBSWY3DPEHPK3PXPJB&issuer=Cabinet';
    expect(groupSecret(secretOfTotpUri(uri))).toBe('JBSW Y3DP EHPK 3PXP JB');
  });

  it('is empty for a URI that is not one', () => {
    expect(secretOfTotpUri('pas une adresse')).toBe('');
    expect(secretOfTotpUri('otpauth://totp/Cabinet')).toBe('');
  });
});
