// Time-based one-time codes (RFC 6238) through otplib: 30-second steps, 6 digits, SHA-1, the
// settings every authenticator app reads from an otpauth:// link. A code is accepted one step
// either side of now (a phone's clock drifts), and never twice (the caller stores the step).
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  // 20 bytes, RFC 4226's recommended length; otplib answers it in Base32.
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step the code belongs to, or null when it is not a valid code near `now`. */
export async function checkTotp(secret: string, code: string, now: Date): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  if (!result.valid) return null;
  return Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta;
}
