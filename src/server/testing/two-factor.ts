import type { TwoFactorEnableResult } from '../../shared/two-factor.ts';
import type { TestClient } from './test-app.ts';
import { secretOfTotpUri, totpCode } from './totp.ts';

/**
 * Turns on two-factor sign-in for the signed-in `client` as the profile does (password, then a
 * first code from the app); answers the app's secret and the recovery codes.
 */
export async function enableTwoFactor(client: TestClient, password: string): Promise<{ secret: string; backupCodes: string[] }> {
  const enabled = await client.post('/api/auth/two-factor/enable', { password });
  if (enabled.status !== 200) throw new Error(`activation refusée : ${enabled.status} ${enabled.text}`);
  const { totpURI, backupCodes } = enabled.json as TwoFactorEnableResult;
  const secret = secretOfTotpUri(totpURI);
  const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
  if (confirmed.status !== 200) throw new Error(`confirmation refusée : ${confirmed.status} ${confirmed.text}`);
  return { secret, backupCodes };
}
