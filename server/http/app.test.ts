import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { createEdge, unroutable } from "./app.ts";

function serve(env: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "app-"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><h1>home</h1><script>boot()</script>");
  const listener = createEdge({ env: parseEnv(env), build: {} as ServerBuild, features: [], clientDir: root });
  const server = createServer(listener);
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

describe("an HTTPS site behind a TLS-terminating proxy (TRUST_PROXY=1)", () => {
  let site: { url: string; close: () => void };
  beforeAll(async () => (site = await serve({ TRUST_PROXY: "1", SITE_URL: "https://www.example.com" })));
  afterAll(() => site.close());

  it("redirects plain HTTP to the public HTTPS address, path and query kept", async () => {
    const response = await fetch(`${site.url}/collections?x=1`, {
      redirect: "manual",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://www.example.com/collections?x=1");
  });

  it("serves HTTPS requests with HSTS and a CSP hash for the inline script", async () => {
    const response = await fetch(`${site.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
  });

  it("answers the health check without redirecting", async () => {
    const response = await fetch(`${site.url}/healthz`, { headers: { "x-forwarded-proto": "http" } });
    expect(response.status).toBe(200);
  });
});

describe("without a trusted proxy", () => {
  it("ignores X-Forwarded-Proto: no redirect", async () => {
    const site = await serve({ SITE_URL: "https://www.example.com" });
    try {
      const response = await fetch(`${site.url}/`, { redirect: "manual", headers: { "x-forwarded-proto": "http" } });
      expect(response.status).toBe(200);
    } finally {
      site.close();
    }
  });
});

describe("static files", () => {
  let site: { url: string; close: () => void };
  beforeAll(async () => (site = await serve({})));
  afterAll(() => site.close());

  it("answer with the full protective header set, query string or not, and revalidate by ETag", async () => {
    const plain = await fetch(`${site.url}/`);
    const withQuery = await fetch(`${site.url}/?utm_source=mail`);
    expect(await withQuery.text()).toContain("<h1>home</h1>");
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "etag",
      "cache-control",
      "content-type",
    ]) {
      expect(plain.headers.get(name), name).toBeTruthy();
      expect(withQuery.headers.get(name), name).toBe(plain.headers.get(name));
    }
    const again = await fetch(`${site.url}/`, { headers: { "if-none-match": plain.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(plain.headers.get("content-security-policy"));
  });

  it("are served compressed when the client accepts it, with a matching length", async () => {
    const { request } = await import("node:http");
    const answer = await new Promise<import("node:http").IncomingMessage>((resolve) =>
      request(`${site.url}/`, { headers: { "accept-encoding": "gzip" } }, resolve).end(),
    );
    const chunks: Buffer[] = [];
    for await (const c of answer) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    expect(Number(answer.headers["content-length"])).toBe(body.length);
    expect(answer.headers["content-encoding"] ?? "identity").toMatch(/gzip|identity/);
  });
});

describe("paths the edge will not route", () => {
  it("are those a browser would read as another host, however they are spelled", () => {
    for (const path of ["//evil.example", "/\\evil.example", "/%2F%2Fevil", "/%2f/x", "/%5Cevil", "http://evil.example/", "*"]) {
      expect(unroutable(path), path).toBe(true);
    }
    for (const path of ["/", "/contact", "/a//b", "/x%2F%2F", "/%E0%A4%A"]) {
      expect(unroutable(path), path).toBe(false);
    }
  });
});
