/**
 * The contract between staff sign-in on the server (server/auth/) and the /admin pages'
 * gate, sign-in and sign-out. Nothing here runs in the browser.
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { ClientInfo } from "../leads/service.ts";

/** Staff sign-in and sessions (server/auth/), for every /admin page's gate. */
export const staffAuthContext = serviceContext<StaffAuth>("staff-auth");

export type StaffUser = { id: string; email: string; hasTotp: boolean };
export type StaffSession = { user: StaffUser; csrfToken: string };

export type SignInInput = { email: string; password: string; code: string };

export type SignInResult =
  | { status: "signed_in"; user: StaffUser; setCookie: string }
  | { status: "refused" }
  | { status: "locked"; retryAfterSeconds: number };

export type StaffAuth = {
  /** The sign-in form's CSRF token, with the cookie to set when the browser holds no current one. */
  loginToken(cookieHeader: string | null | undefined): { token: string; setCookie: string | null };
  /** Whether a sign-in post brings the token its cookie holds (a signed double-submit cookie). */
  loginTokenValid(cookieHeader: string | null | undefined, submitted: string | null | undefined): boolean;
  /** The session the request's cookie names, or null (none, expired, forged, user disabled). */
  session(cookieHeader: string | null | undefined): Promise<StaffSession | null>;
  signIn(input: SignInInput, request: Request, client: ClientInfo): Promise<SignInResult>;
  /** Ends this session, or every session of its user; answers the Set-Cookie that clears the cookie. */
  signOut(request: Request, everywhere: boolean, client: ClientInfo): Promise<string>;
};
