import type { Kysely } from "kysely";
import type { StaffAuth } from "../../app/features/auth/service.ts";
import type { Database } from "../db/schema.ts";
import { normalizeEmail } from "../leads/store.ts";
import { logger } from "../logger.ts";
import { audit } from "./audit.ts";
import type { SessionCookie } from "./cookie.ts";
import { clearFailures, lockedFor, recordFailure } from "./lockout.ts";
import type { LoginCsrf } from "./login-csrf.ts";
import { verifyPassword } from "./passwords.ts";
import { createSession, endSession, endUserSessions, findSession } from "./sessions.ts";
import { verifyTotp } from "./totp.ts";
import { findUserByEmail } from "./users.ts";
import { removeUserSubscriptions } from "../push/subscriptions.ts";

/**
 * Staff sign-in. Every refusal looks the same — same message, same status, an argon2
 * verification whether the account exists or not — so the form tells an attacker nothing
 * about which e-mails have accounts, are disabled or use an authenticator.
 */
export function createStaffAuth(options: {
  db: Kysely<Database>;
  cookie: SessionCookie;
  /** The sign-in form's CSRF token (./login-csrf.ts). */
  loginCsrf: LoginCsrf;
  /** A hash no password matches (decoyHash() in ./passwords.ts), made before the first sign-in. */
  decoyHash: string;
  now?: () => number;
}): StaffAuth {
  const { db, cookie, loginCsrf, decoyHash } = options;
  const now = options.now ?? Date.now;
  const sessionId = (request: Request) => cookie.read(request.headers.get("cookie"));

  return {
    loginToken: (cookieHeader) => loginCsrf.issue(cookieHeader, now()),
    loginTokenValid: (cookieHeader, submitted) => loginCsrf.valid(cookieHeader, submitted, now()),

    async session(cookieHeader) {
      const id = cookie.read(cookieHeader);
      if (!id) return null;
      const found = await findSession(db, id, now());
      return found && { user: found.user, csrfToken: found.csrfToken };
    },

    async signIn(input, request, client) {
      const email = normalizeEmail(input.email).slice(0, 320);
      const at = now();
      const wait = await lockedFor(db, email, client.ip, at);
      if (wait > 0) {
        await audit(db, { actor: email, action: "sign_in_locked", clientIp: client.ip }, at);
        return { status: "locked", retryAfterSeconds: wait };
      }
      const user = email ? await findUserByEmail(db, email) : undefined;
      // One argon2 verification either way: against the account's hash, or the decoy's.
      const verified = await verifyPassword(user?.password_hash ?? decoyHash, input.password);
      const passwordOk = user !== undefined && verified;
      const codeOk = !user?.totp_secret || verifyTotp(user.totp_secret, input.code, at);
      if (!user || !passwordOk || !codeOk || user.disabled_at) {
        await recordFailure(db, email, client.ip, at);
        const reason = !user ? "unknown_email" : !passwordOk ? "password" : !codeOk ? "code" : "disabled";
        await audit(db, { actor: email, action: "sign_in_failed", detail: { reason }, clientIp: client.ip }, at);
        logger.warn("staff sign-in refused", { reason, ip: client.ip });
        return { status: "refused" };
      }
      await clearFailures(db, email);
      const session = await createSession(db, user.id, client, at, sessionId(request) ?? undefined);
      await audit(
        db,
        { actor: user.email, action: "sign_in", subject: { kind: "staff_user", id: user.id }, clientIp: client.ip },
        at,
      );
      return {
        status: "signed_in",
        user: { id: user.id, email: user.email, hasTotp: user.totp_secret !== null },
        setCookie: cookie.set(session.id),
      };
    },

    async signOut(request, everywhere, client) {
      const id = sessionId(request);
      const found = id ? await findSession(db, id, now()) : null;
      if (id) await endSession(db, id);
      if (found) {
        const ended = everywhere ? await endUserSessions(db, found.user.id) : 0;
        // Everywhere means every device: none of them gets the back office's pushes any more.
        const devices = everywhere ? await removeUserSubscriptions(db, found.user.id) : 0;
        await audit(db, {
          actor: found.user.email,
          action: everywhere ? "sign_out_everywhere" : "sign_out",
          subject: { kind: "staff_user", id: found.user.id },
          detail: everywhere ? { sessions: ended + 1, push_devices: devices } : {},
          clientIp: client.ip,
        });
      }
      return cookie.clear();
    },
  };
}
