/** Compares a submitted CSRF token in time independent of where it differs (the token is a secret). */
export function sameToken(submitted: string | null | undefined, expected: string): boolean {
  if (typeof submitted !== "string" || submitted.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= submitted.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}
