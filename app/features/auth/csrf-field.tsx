/** The hidden field that proves a back-office post came from a page the server gave this session. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}
