import { randomBytes } from "node:crypto";
import { sameToken } from "../../app/features/auth/csrf.ts";
import type { Signer } from "../secrets.ts";
import { cookieAttributes, readCookie } from "./cookie.ts";

const PURPOSE = "staff-login-csrf";
/** Long enough to type a password and find the authenticator; a page left open longer gets a new one. */
const LIFETIME_S = 2 * 3600;

/**
 * The sign-in form's CSRF token, against login CSRF (another site signing a staff member's
 * browser into an account of its own). There is no session yet to hold a token, so it is a
 * signed double-submit cookie: the page sets a cookie with a random token, its expiry and the
 * server's signature, and carries the same token in the form; a post must bring both, matching.
 * Another site can read neither, and cannot make a cookie that passes (signed; `__Host-` behind
 * TLS, so no sibling host plants one). The token says nothing about any account.
 */
export type LoginCsrf = {
  /** The token for the page: the browser's own while it has over half its life left, else a new one and its cookie. */
  issue(cookieHeader: string | null | undefined, nowMs: number): { token: string; setCookie: string | null };
  /** Whether a post's `csrf` field matches its cookie, and the cookie is ours and current. */
  valid(cookieHeader: string | null | undefined, submitted: string | null | undefined, nowMs: number): boolean;
};

export function loginCsrf(signer: Signer, secure: boolean): LoginCsrf {
  const name = secure ? "__Host-amberwood_login" : "amberwood_login";
  const attributes = cookieAttributes(secure);
  /** The token and its expiry from a cookie we signed, or null (none, altered, expired). */
  const read = (header: string | null | undefined, nowMs: number) => {
    const [token, expires, sig, extra] = (readCookie(header, name) ?? "").split(".");
    if (!token || !expires || !sig || extra !== undefined || !/^\d{1,12}$/.test(expires)) return null;
    if (Number(expires) * 1000 <= nowMs || !signer.verify(PURPOSE, `${token}.${expires}`, sig)) return null;
    return { token, expiresMs: Number(expires) * 1000 };
  };
  return {
    issue(header, nowMs) {
      const held = read(header, nowMs);
      if (held && held.expiresMs - nowMs > (LIFETIME_S * 1000) / 2) return { token: held.token, setCookie: null };
      const token = randomBytes(32).toString("base64url");
      const expires = Math.floor(nowMs / 1000) + LIFETIME_S;
      const value = `${token}.${expires}.${signer.sign(PURPOSE, `${token}.${expires}`)}`;
      return { token, setCookie: `${name}=${value}; ${attributes}; Max-Age=${LIFETIME_S}` };
    },
    valid(header, submitted, nowMs) {
      const held = read(header, nowMs);
      return held !== null && sameToken(submitted, held.token);
    },
  };
}
