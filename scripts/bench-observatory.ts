/**
 * npm run bench:observatory [-- --port 4302]
 *
 * Scores the locally served site with MDN's HTTP Observatory itself
 * (@mdn/mdn-http-observatory: its retriever, its ten tests and its grader) and records
 * `npm audit --omit=dev`. The production topology on loopback: the server (TRUST_PROXY=1,
 * SITE_URL=https://localhost:<port+2>) behind a plain-HTTP proxy on port+1 and a TLS proxy
 * on port+2 (a throwaway self-signed certificate for localhost made with openssl and trusted
 * by this process only), each adding the X-Forwarded-Proto a TLS-terminating proxy sends.
 *
 * The scan itself, and where it differs from the hosted scanner: scripts/observatory.ts.
 *
 * Scans: http://localhost/ through the proxies (how production runs), the server's own port
 * with no proxy ("plain loopback HTTP"), /admin/login, /admin with a staff session cookie, and
 * (issue 38) a customer's proposal page and an order's page (an accepted proposal), reached by
 * the tokens of proposals this script makes with the admin CLI.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, request, type RequestListener } from "node:http";
import { createServer as createTlsServer } from "node:https";
import path from "node:path";
import tls from "node:tls";
import { createUser } from "../server/auth/users.ts";
import { openDatabase } from "../server/db/database.ts";
import { benchArgs, runBench, startSite, table, tempDir, ROOT } from "./bench-common.ts";
import { acceptedProposal, sentProposal } from "./bench-proposals.ts";
import { scan, staffSignIn, type Scan, type Test } from "./observatory.ts";

/** A self-signed certificate for localhost, trusted from now on by this process's TLS clients. */
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = tempDir("bench-observatory-tls");
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), readFileSync(cert, "utf8")]);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** A TLS-terminating proxy's part: every request passed on to the server with the scheme it came in on. */
async function proxy(port: number, target: number, tlsOptions?: { key: Buffer; cert: Buffer }) {
  const forward: RequestListener = (req, res) => {
    const headers = { ...req.headers, "x-forwarded-proto": tlsOptions ? "https" : "http" };
    const upstream = request({ host: "127.0.0.1", port: target, method: req.method, path: req.url, headers }, (up) =>
      up.pipe(res.writeHead(up.statusCode ?? 502, up.rawHeaders)),
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  };
  const server = tlsOptions ? createTlsServer(tlsOptions, forward) : createServer(forward);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Audit = { summary: string; advisories: string[] };

function npmAudit(): Audit {
  let stdout: string;
  try {
    stdout = execFileSync("npm", ["audit", "--omit=dev", "--json"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // npm audit exits non-zero when it finds advisories; its JSON is still on stdout.
    stdout = (error as { stdout?: string }).stdout ?? "";
    if (!stdout) return { summary: `npm audit failed: ${(error as Error).message.split("\n")[0]}`, advisories: [] };
  }
  const report = JSON.parse(stdout) as {
    metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
    vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
    error?: { summary?: string };
    message?: string;
  };
  if (report.error) {
    return {
      summary: `could not run — the registry answered: ${report.message || report.error.summary}`,
      advisories: [],
    };
  }
  const v = report.metadata?.vulnerabilities ?? {};
  const summary = ["critical", "high", "moderate", "low", "info"].map((s) => `${s} ${v[s] ?? 0}`).join(", ");
  const advisories = Object.entries(report.vulnerabilities ?? {}).map(([name, x]) => `${name} (${x.severity})`);
  return { summary: `${summary} (production dependencies: ${report.metadata?.dependencies?.prod ?? "?"})`, advisories };
}

const STAFF = { email: "bench@example.com", password: "observatory bench password" };

/** A staff account in the bench's database and its session cookie, signed in through the TLS proxy. */
async function staffCookie(origin: string, sqlitePath: string): Promise<string> {
  const db = await openDatabase({ SQLITE_PATH: sqlitePath, DATABASE_URL: "" });
  try {
    await createUser(db.kysely, STAFF.email, STAFF.password);
  } finally {
    await db.close();
  }
  return staffSignIn(origin, STAFF);
}

async function main(PORT: number): Promise<Record<string, string>> {
  const [HTTP_PORT, HTTPS_PORT] = [PORT + 1, PORT + 2];
  const ORIGIN = `https://localhost:${HTTPS_PORT}`;
  const certificate = localhostCertificate();
  const sqlitePath = path.join(tempDir("bench-observatory"), "site.sqlite");
  const site = await startSite(PORT, { TRUST_PROXY: "1", SITE_URL: ORIGIN, SQLITE_PATH: sqlitePath });
  const proxies = [await proxy(HTTP_PORT, PORT), await proxy(HTTPS_PORT, PORT, certificate)];
  let proxied: Scan, plain: Scan, login: Scan, inbox: Scan, proposal: Scan, order: Scan;
  try {
    proxied = await scan(HTTP_PORT, HTTPS_PORT);
    // TLS to the server's plain-HTTP port fails: nothing answers HTTPS without the proxy.
    plain = await scan(PORT, PORT);
    login = await scan(HTTP_PORT, HTTPS_PORT, "/admin/login");
    inbox = await scan(HTTP_PORT, HTTPS_PORT, "/admin", { cookie: await staffCookie(ORIGIN, sqlitePath) });
    if (inbox.status !== 200) throw new Error(`/admin answered ${inbox.status} to a signed-in scan`);
    const cli = { SQLITE_PATH: sqlitePath, SITE_URL: ORIGIN };
    const sent = await sentProposal(site.url, cli, 1, "observatory");
    const accepted = await acceptedProposal(site.url, cli, 2, "observatory");
    proposal = await scan(HTTP_PORT, HTTPS_PORT, `/proposal/${sent.token}`);
    order = await scan(HTTP_PORT, HTTPS_PORT, `/proposal/${accepted.token}`);
    for (const [what, s] of [
      ["the proposal page", proposal],
      ["the order page", order],
    ] as const) {
      if (s.status !== 200) throw new Error(`${what} answered ${s.status}`);
    }
  } finally {
    await Promise.all(proxies.map((p) => p.close()));
    await site.stop();
  }
  const audit = npmAudit();
  for (const [label, s] of [
    ["behind the TLS proxy", proxied],
    ["plain loopback HTTP", plain],
    ["/admin/login behind the TLS proxy", login],
    ["/admin signed in, behind the TLS proxy", inbox],
    ["a proposal page, behind the TLS proxy", proposal],
    ["an order page, behind the TLS proxy", order],
  ] as const) {
    console.log(`${label}: ${s.score} (${s.grade})`);
    for (const t of s.tests) console.log(`  ${t.modifier >= 0 ? "+" : ""}${t.modifier} ${t.test}: ${t.result}`);
  }
  console.log(`npm audit --omit=dev: ${audit.summary}`);

  const cell = (t: Test) => `${t.result} (${t.modifier >= 0 ? "+" : ""}${t.modifier})`;
  const rows = (a: Scan, b: Scan) => a.tests.map((t, i) => [t.test, cell(t), cell(b.tests[i]!)]);
  const route = proxied.tests.find((t) => t.test === "redirection")?.route ?? [];
  const details = [
    `- redirection: \`${route.join(" -> ")}\``,
    ...["referrer-policy", "strict-transport-security"].map((h) => `- ${h}: \`${proxied.headers[h]}\``),
  ];
  return {
    "Security (HTTP Observatory)": [
      "Scored by MDN's `@mdn/mdn-http-observatory` (its retriever, tests and grader) against the server on loopback behind a plain-HTTP proxy and a TLS proxy with a self-signed certificate for localhost that the scan trusts; both proxies send X-Forwarded-Proto as production's does. Differences from the hosted scanner: other ports than 80/443, and an empty HSTS preload list (the package's download of it is denied at install; localhost is on no such list). See the header of `scripts/bench-observatory.ts`.",
      "",
      `**Behind the TLS proxy (production topology, TRUST_PROXY=1): score ${proxied.score}, grade ${proxied.grade}** (score before bonuses ${proxied.uncurved}). Plain loopback HTTP with no proxy: ${plain.score} → ${plain.grade}. Target: A+ (≥ 100, aim 120+).`,
      "",
      table(["Test", "Behind the TLS proxy", "Plain loopback HTTP"], rows(proxied, plain)),
      "",
      "Details:",
      ...details,
      "",
      `**Back office (issue 14), behind the TLS proxy: \`/admin/login\` ${login.score} (${login.grade}); \`/admin\` signed in ${inbox.score} (${inbox.grade}).** Each scanned as the Observatory scans a root; the signed-in scan sends a staff session cookie with every request. \`/admin/login\` sets the sign-in form's CSRF cookie and the sign-in post the session cookie, both \`__Host-\` prefixed, Secure, HttpOnly, SameSite=Lax behind TLS (asserted by \`tests/e2e/admin-security.spec.ts\` and \`tests/integration/staff-auth.test.ts\`); \`/admin\` sets none.`,
      "",
      table(["Test", "/admin/login", "/admin (signed in)"], rows(login, inbox)),
      "",
      `**Customer pages reached by a token (issue 38), behind the TLS proxy: a sent proposal's page ${proposal.score} (${proposal.grade}); an accepted proposal's page, which shows the order's timeline, ${order.score} (${order.grade}).** Both proposals made by the script (a quote through the API, \`proposal-create\` and \`proposal-send\` with the admin CLI, the second accepted through the API); each page scanned as the Observatory scans a root, at \`/proposal/<token>\`.`,
      "",
      table(["Test", "Proposal page", "Order page"], rows(proposal, order)),
      "",
      `\`npm audit --omit=dev\` (${new Date().toISOString().slice(0, 10)}): ${audit.summary}.${audit.advisories.length ? ` Advisories: ${audit.advisories.join(", ")}.` : ""}`,
    ].join("\n"),
  };
}

if (import.meta.main) {
  const args = benchArgs({ port: { type: "string", default: "4302" } });
  const note = args.note || "scores come from headers and do not depend on machine load";
  await runBench("bench:observatory", note, () => main(Number(args.port)));
}
