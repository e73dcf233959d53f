/**
 * The HTTP edge as an outside client meets it (issue 18's probe, issue 19's two edge
 * items): methods, conditional and range requests, redirects, body limits, the
 * client address behind proxies, transport security and unsafe paths.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server/main.ts";
import { raw } from "../raw-http.ts";
import { ASSET, ASSET_BODY, edgeFixtureBuild } from "./edge-fixture.ts";
import { databaseEnv, startApp, validContact } from "./harness.ts";

const BUILD_DIR = edgeFixtureBuild();
const running: RunningServer[] = [];
async function site(env: Record<string, string> = {}): Promise<RunningServer> {
  const app = await startApp({ ...(await databaseEnv("sqlite", undefined)), BUILD_DIR, ...env });
  running.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(running.map((app) => app.close()));
});

const form = (bytes: number) => Buffer.from("message=" + "x".repeat(bytes));
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("methods", () => {
  let app: RunningServer;
  beforeAll(async () => (app = await site()));

  it("answers TRACE and other methods no resource implements with 501, never 500", async () => {
    for (const target of ["/", "/contact", ASSET, "/api/contact", "/no-such-page"]) {
      for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT"]) {
        const answer = await raw(app.url, target, { method });
        expect(answer.status, `${method} ${target}`).toBe(501);
      }
    }
  });

  it("answers 405 with Allow when the path exists but takes another method", async () => {
    const post = await raw(app.url, ASSET, { method: "POST", headers: FORM, chunks: [form(10)] });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    const get = await raw(app.url, "/api/contact");
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
  });

  it("hands a scripted post to a page's .data path to the page's route action, not the static file", async () => {
    const read = await raw(app.url, "/contact.data");
    expect(read.status).toBe(200);
    const post = await raw(app.url, "/contact.data", { method: "POST", headers: FORM, chunks: [form(10)] });
    expect(post.status).not.toBe(405);
    expect(post.status).toBeLessThan(500);
  });
});

describe("conditional and range requests on static files", () => {
  let app: RunningServer;
  beforeAll(async () => (app = await site()));

  it("answers 304 to weak and list If-None-Match values (RFC 9110 §13.1.2)", async () => {
    for (const encoding of ["identity", "br", "gzip"]) {
      const headers = { "accept-encoding": encoding };
      const first = await raw(app.url, "/", { headers });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, `"a",W/${etag} , "b"`, "*"]) {
        const again = await raw(app.url, "/", { headers: { ...headers, "if-none-match": inm } });
        expect(again.status, `${encoding}: If-None-Match ${inm}`).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
      }
      const changed = await raw(app.url, "/", { headers: { ...headers, "if-none-match": `"other", W/"x"` } });
      expect(changed.status).toBe(200);
    }
  });

  it("answers with the full header set, query string or not, and 304 to fetch's conditional request", async () => {
    const plain = await fetch(`${app.url}/contact`);
    const withQuery = await fetch(`${app.url}/contact?utm_source=mail`);
    expect(await withQuery.text()).toContain("<h1>contact</h1>");
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "permissions-policy",
      "etag",
      "cache-control",
    ]) {
      expect(plain.headers.get(name), name).toBeTruthy();
      expect(withQuery.headers.get(name), name).toBe(plain.headers.get(name));
    }
    // fetch adds Cache-Control: no-cache to a conditional request; the validator still decides.
    const again = await fetch(`${app.url}/contact`, { headers: { "if-none-match": plain.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("sends each encoding with its own length", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await raw(app.url, ASSET, { headers: { "accept-encoding": encoding } });
      expect(answer.headers["content-encoding"] ?? "identity").toBe(encoding);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
  });

  it("tags each encoding apart, so a validator never stands for other bytes", async () => {
    const tags = new Set<string>();
    for (const encoding of ["identity", "br", "gzip"]) {
      tags.add(String((await raw(app.url, ASSET, { headers: { "accept-encoding": encoding } })).headers.etag));
    }
    expect(tags.size).toBe(3);
  });

  it("answers one byte range with 206 and Content-Range, unencoded, and 416 past the end", async () => {
    const size = Buffer.byteLength(ASSET_BODY);
    const headers = { "accept-encoding": "br, gzip" };
    const first = await raw(app.url, ASSET, { headers: { ...headers, range: "bytes=0-9" } });
    expect(first.status).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-9/${size}`);
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.body.toString()).toBe(ASSET_BODY.slice(0, 10));
    const tail = await raw(app.url, ASSET, { headers: { range: "bytes=-5" } });
    expect(tail.status).toBe(206);
    expect(tail.body.toString()).toBe(ASSET_BODY.slice(-5));
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

    const past = await raw(app.url, ASSET, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);

    // If-Range naming this version gets the range; any other version, or several ranges, get the whole file.
    const identityTag = String((await raw(app.url, ASSET)).headers.etag);
    const same = await raw(app.url, ASSET, { headers: { range: "bytes=5-9", "if-range": identityTag } });
    expect(same.status).toBe(206);
    const stale = await raw(app.url, ASSET, { headers: { range: "bytes=5-9", "if-range": '"old"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(ASSET_BODY);
    const several = await raw(app.url, ASSET, { headers: { range: "bytes=0-1,5-6" } });
    expect(several.status).toBe(200);
  });
});

describe("redirects", () => {
  it("builds the HTTPS redirect from SITE_URL, never from X-Forwarded-Host", async () => {
    const app = await site({ TRUST_PROXY: "1", SITE_URL: "https://www.amberwood.example" });
    const answer = await raw(app.url, "/collections?x=1", {
      headers: { "x-forwarded-proto": "http", "x-forwarded-host": "evil.example", host: "evil.example" },
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("https://www.amberwood.example/collections?x=1");
  });

  it("sends no one to HTTPS for the health check, nor when no trusted proxy says the request was plain HTTP", async () => {
    const proxied = await site({ TRUST_PROXY: "1", SITE_URL: "https://www.amberwood.example" });
    expect((await raw(proxied.url, "/healthz", { headers: { "x-forwarded-proto": "http" } })).status).toBe(200);
    const direct = await site({ SITE_URL: "https://www.amberwood.example" });
    expect((await raw(direct.url, "/", { headers: { "x-forwarded-proto": "http" } })).status).toBe(200);
  });

  it("drops a trailing slash with a relative Location", async () => {
    const app = await site({ TRUST_PROXY: "1" });
    const answer = await raw(app.url, "/contact/?a=1", { headers: { "x-forwarded-host": "evil.example" } });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/contact?a=1");
  });
});

describe("request bodies over the limit", () => {
  let app: RunningServer;
  beforeAll(async () => (app = await site()));

  it("answers a chunked form post over the limit with the 413 page, not a reset connection", async () => {
    const answer = await raw(app.url, "/contact", {
      method: "POST",
      headers: FORM,
      chunks: [form(8 * 1024), form(8 * 1024), form(8 * 1024)],
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers a declared Content-Length over the limit with the 413 page before reading the body", async () => {
    const body = form(20 * 1024);
    const answer = await raw(app.url, "/contact", {
      method: "POST",
      headers: { ...FORM, "content-length": String(body.length) },
      chunks: [body],
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("answers a form post while its body is still arriving: the limit applies as it streams", async () => {
    const answer = await raw(app.url, "/contact", {
      method: "POST",
      headers: FORM,
      chunks: [form(20 * 1024)],
      hold: true,
    });
    expect(answer.status).toBe(413);
  });

  it("answers an API post over the limit with 413 JSON, chunked or declared", async () => {
    const body = Buffer.from(JSON.stringify({ message: "x".repeat(20 * 1024) }));
    const json = { "content-type": "application/json" };
    for (const headers of [json, { ...json, "content-length": String(body.length) }]) {
      const api = await raw(app.url, "/api/contact", {
        method: "POST",
        headers,
        chunks: [body.subarray(0, 9000), body.subarray(9000)],
      });
      expect(api.status).toBe(413);
      expect(JSON.parse(api.body.toString())).toMatchObject({ ok: false, error: "too_large" });
    }
  });

  it("still takes a form post under the limit", async () => {
    const answer = await raw(app.url, "/contact", { method: "POST", headers: FORM, chunks: [form(100)] });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('"bytes":108');
  });
});

describe("the client address (TRUST_PROXY, proxy-addr semantics)", () => {
  const clientOf = async (app: RunningServer, forwardedFor: string) => {
    const answer = await raw(app.url, "/contact", {
      method: "POST",
      headers: { ...FORM, "x-forwarded-for": forwardedFor, "user-agent": "probe/1" },
      chunks: [form(1)],
    });
    return JSON.parse(/client (\{.*?\})<\/p>/.exec(answer.body.toString())?.[1] ?? "null") as unknown;
  };

  it("with TRUST_PROXY=1 is the hop the one proxy saw, not what the client wrote before it", async () => {
    const app = await site({ TRUST_PROXY: "1", RATE_LIMIT_MAX: "2" });
    expect(await clientOf(app, "6.6.6.6, 203.0.113.7")).toEqual({ ip: "203.0.113.7", userAgent: "probe/1" });
    // The rate limit counts the real client, however often it rewrites the first entry.
    const statuses: number[] = [];
    for (const spoof of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
      const answer = await fetch(app.url + "/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `${spoof}, 198.51.100.20` },
        body: JSON.stringify(validContact),
      });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("with a list of trusted addresses and ranges is the right-most address outside them", async () => {
    const app = await site({ TRUST_PROXY: "loopback, 10.0.0.0/8, 192.0.2.1" });
    expect(await clientOf(app, "6.6.6.6, 198.51.100.30, 10.1.2.3")).toMatchObject({ ip: "198.51.100.30" });
    expect(await clientOf(app, "198.51.100.31, 192.0.2.1")).toMatchObject({ ip: "198.51.100.31" });
  });

  it("with a hop count trusts that many proxies, and without TRUST_PROXY is the socket address", async () => {
    const two = await site({ TRUST_PROXY: "2" });
    expect(await clientOf(two, "6.6.6.6, 198.51.100.40, 10.0.0.1")).toMatchObject({ ip: "198.51.100.40" });
    const none = await site({});
    expect(await clientOf(none, "6.6.6.6, 198.51.100.40")).toMatchObject({ ip: "127.0.0.1" });
  });
});

describe("security items of issue 19 that live in the edge", () => {
  it("refuses a post sent from another site's page (Origin), to pages and the API alike", async () => {
    const app = await site({ SITE_URL: "https://www.amberwood.example" });
    const { port } = new URL(app.url);
    const posts = [
      { target: "/contact", headers: FORM, body: form(20) },
      {
        target: "/api/contact",
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify(validContact)),
      },
    ];
    for (const { target, headers, body } of posts) {
      for (const origin of ["https://evil.example", "null", "https://www.amberwood.example.evil.example"]) {
        const refused = await raw(app.url, target, { method: "POST", headers: { ...headers, origin }, chunks: [body] });
        expect(refused.status, `${origin} → ${target}`).toBe(403);
        expect(refused.body.toString()).toContain("can only be sent from the site's own pages");
      }
      // The site's own pages: its public origin, or the origin the request was sent to; and clients that send none.
      for (const origin of ["https://www.amberwood.example", `http://127.0.0.1:${port}`, undefined]) {
        const sent = await raw(app.url, target, {
          method: "POST",
          headers: { ...headers, ...(origin ? { origin } : {}) },
          chunks: [body],
        });
        expect(sent.status, `${origin} → ${target}`).not.toBe(403);
      }
    }
  });

  it("CSP header does not depend on the first request's scheme", async () => {
    const csp = (answer: { headers: Record<string, unknown> }) => String(answer.headers["content-security-policy"]);
    const https = await site({ TRUST_PROXY: "1", SITE_URL: "https://www.amberwood.example" });
    for (const headers of [{}, { "x-forwarded-proto": "https" }, {}] as Record<string, string>[]) {
      const answer = await raw(https.url, "/", { headers });
      expect(answer.status).toBe(200);
      expect(csp(answer)).toContain("upgrade-insecure-requests");
      expect(csp(answer)).toMatch(/script-src 'self' 'sha256-/);
      expect(answer.headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    }
    const http = await site({ TRUST_PROXY: "1", SITE_URL: "http://localhost:3000" });
    for (const headers of [{ "x-forwarded-proto": "https" }, {}] as Record<string, string>[]) {
      const answer = await raw(http.url, "/", { headers });
      expect(csp(answer)).not.toContain("upgrade-insecure-requests");
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("a path that starts with // answers 404", async () => {
    const app = await site({ TRUST_PROXY: "1", SITE_URL: "https://www.amberwood.example" });
    for (const target of [
      "//evil.example/",
      "//evil.example",
      "//evil.example/contact/",
      "/\\evil.example/",
      "/%2F%2Fevil.example/",
      "/%2fevil.example/",
      "/%5Cevil.example/",
      "///",
      "http://evil.example/",
    ]) {
      for (const headers of [{}, { "x-forwarded-proto": "http" }] as Record<string, string>[]) {
        const answer = await raw(app.url, target, { headers });
        expect(answer.status, target).toBe(404);
        expect(answer.headers.location, target).toBeUndefined();
      }
    }
  });
});
