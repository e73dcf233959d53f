import { AUTH_POLICY } from "./policy.ts";

/**
 * The staff session cookie. Behind TLS it is `__Host-` prefixed (the browser then insists on
 * Secure, Path=/ and no Domain, so no other host or path can plant or read it); HttpOnly so
 * no script reads it; SameSite=Lax so another site's form never carries it on a post.
 */
export type SessionCookie = {
  name: string;
  read(header: string | null | undefined): string | null;
  set(id: string): string;
  clear(): string;
};

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Cookie attributes of the back office: `Secure` behind TLS, where the name is also `__Host-` prefixed. */
export const cookieAttributes = (secure: boolean) =>
  ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");

export function sessionCookie(secure: boolean): SessionCookie {
  const name = secure ? "__Host-amberwood_staff" : "amberwood_staff";
  const attributes = cookieAttributes(secure);
  return {
    name,
    read: (header) => readCookie(header, name),
    set: (id) => `${name}=${id}; ${attributes}; Max-Age=${AUTH_POLICY.absoluteTimeoutMs / 1000}`,
    clear: () => `${name}=; ${attributes}; Max-Age=0`,
  };
}
