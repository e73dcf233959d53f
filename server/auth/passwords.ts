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
 * address costs the same time as a known one (no user enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await decoy, password);
  return false;
}
