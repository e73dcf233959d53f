/**
 * MDN's HTTP Observatory as a library (@mdn/mdn-http-observatory: its retriever, its ten tests and
 * its grader) on any ports, and the staff sign-in a scan of the back office needs. Used by
 * `npm run bench:observatory`, `npm run prod:check` and tests/e2e/observatory.spec.ts.
 *
 * Where this differs from the hosted scanner: the package's `scan(host)` always uses 80 and 443, so
 * the same steps run here with the retriever's own `httpPort`/`httpsPort`/`path`/`headers` options;
 * its install scripts are denied in package.json's `allowScripts` (they download a CA bundle and the
 * HSTS preload list, which fails offline), so an empty preload list is written in place of the
 * downloaded one (localhost is on no such list).
 */
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
// @ts-expect-error The package ships JavaScript without type declarations.
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
// @ts-expect-error As above.
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
// @ts-expect-error As above.
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
// @ts-expect-error As above.
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
/** The retriever's own Accept header (src/retriever/retriever.js), sent again when a cookie is added. */
const ACCEPT = "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

export type Test = { test: string; result: string; modifier: number; route?: string[] };
export type Scan = { status: number; score: number; grade: string; uncurved: number; tests: Test[]; headers: Headers };
type Headers = Record<string, string | undefined>;

/** What the package's postinstall would download; localhost is never on the HSTS preload list. */
export function emptyPreloadList(): void {
  const root = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  const file = path.join(root, "conf", "hsts-preload.json");
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

/** The package's `scan()` (src/scanner/index.js) with ports, path, extra headers and any status. */
export async function scan(
  httpPort: number,
  httpsPort: number,
  pathname = "/",
  { cookie, host = "localhost" }: { cookie?: string; host?: string } = {},
): Promise<Scan> {
  emptyPreloadList();
  const requests = await retrieve(host, {
    httpPort,
    httpsPort,
    path: pathname,
    ...(cookie ? { headers: [ACCEPT, `Cookie: ${cookie}`] } : {}),
  });
  const auto = requests.responses.auto as { status: number; headers: Headers } | null;
  if (!auto) throw new Error(`nothing answered ${pathname}`);
  const tests = (ALL_TESTS as ((r: unknown) => { result: string; route?: string[] })[]).map((run) => {
    const output = run(requests);
    const name = (output.constructor as { name: string }).name;
    return {
      test: name,
      result: output.result,
      modifier: getScoreModifier(output.result) as number,
      route: output.route,
    };
  });
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const curved = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? curved : uncurved);
  return { status: auto.status, score: final.score, grade: final.grade, uncurved, tests, headers: auto.headers };
}

/** Signs a staff account in as a browser does (the sign-in page's CSRF cookie and token, then the post); its session cookie. */
export async function staffSignIn(origin: string, staff: { email: string; password: string }): Promise<string> {
  // The sign-in page first: its CSRF cookie and token go with the post, as a browser's would.
  const page = await fetch(`${origin}/admin/login`);
  const formCookie = page.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const answer = await fetch(`${origin}/admin/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", cookie: formCookie },
    body: new URLSearchParams({ ...staff, csrf }),
    redirect: "manual",
  });
  const cookie = answer.headers.getSetCookie()[0]?.split(";")[0];
  if (answer.status !== 303 || !cookie) throw new Error(`staff sign-in answered ${answer.status}`);
  return cookie;
}
