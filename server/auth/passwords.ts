import { randomBytes } from "node:crypto";
import argon2 from "argon2";
import { AUTH_POLICY } from "./policy.ts";

/**
 * argon2id with the parameters OWASP's password storage cheat sheet lists first
 * (m = 19 MiB, t = 2, p = 1): about 30 ms on the business's server, memory-hard, so a
 * stolen hash costs an attacker memory as well as time. The PHC string keeps the
 * parameters, so raising them later still verifies old hashes.
 */
const PARAMETERS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function passwordProblem(password: string): string | null {
  if (password.length < AUTH_POLICY.passwordMinLength) {
    return `The password must be at least ${AUTH_POLICY.passwordMinLength} characters long.`;
  }
  if (password.length > AUTH_POLICY.passwordMaxLength) {
    return `The password must be at most ${AUTH_POLICY.passwordMaxLength} characters long.`;
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PARAMETERS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (password.length > AUTH_POLICY.passwordMaxLength) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash no password matches, verified when the e-mail names no account, so an unknown
 * address costs one argon2 verification, as a known one does (no user enumeration by
 * timing). Made once at start-up (server/admin/feature.ts): made lazily, the first unknown
 * e-mail would pay for a hash as well and stand out.
 */
export function decoyHash(): Promise<string> {
  return hashPassword(`decoy-${randomBytes(16).toString("hex")}`);
}
