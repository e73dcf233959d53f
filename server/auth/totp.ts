import { Secret, TOTP } from "otpauth";
import { business } from "../../app/content/business.ts";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
function totpFor(email: string, secret: string): TOTP {
  return new TOTP({
    issuer: `${business.name} back office`,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(email: string, secret: string): string {
  return totpFor(email, secret).toString();
}

/** The code for `at` (tests and the CLI's check). */
export function totpCode(secret: string, at = Date.now()): string {
  return totpFor("", secret).generate({ timestamp: at });
}

/** Accepts the current code and its neighbours (one step of clock drift either way). */
export function verifyTotp(secret: string, code: string, at = Date.now()): boolean {
  const digits = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return false;
  return totpFor("", secret).validate({ token: digits, timestamp: at, window: 1 }) !== null;
}
