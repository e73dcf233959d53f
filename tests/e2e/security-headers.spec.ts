import { createHash } from "node:crypto";
import { expect, hydrated, test } from "./fixtures";

test("HTML answers carry a strict CSP whose script hashes cover every inline script", async ({ request }) => {
  for (const path of ["/", "/collections/shades/roller", "/product/1", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const directives = Object.fromEntries(
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    expect(directives["script-src"], path).not.toContain("'unsafe-inline'");
    expect(directives["script-src"], path).not.toContain("'unsafe-eval'");
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["form-action"]).toEqual(["'self'"]);
    const html = await response.text();
    for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (!body) continue;
      const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
      expect(directives["script-src"], `${path} inline script`).toContain(hash);
    }
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // Served over plain HTTP here, so no HSTS (it is sent when the request came over HTTPS).
    expect(headers["strict-transport-security"]).toBeUndefined();
  }
});

test("hashed assets are cached for a year, HTML briefly, and both are compressed", async ({ request }) => {
  const page = await request.get("/", { headers: { "accept-encoding": "br" } });
  expect(page.headers()["cache-control"]).toMatch(/max-age=300/);
  expect(page.headers()["content-encoding"]).toBe("br");
  const html = await page.text();
  const asset = /"(\/assets\/site-script-[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["content-encoding"]).toBe("gzip");
});

test("the page runs under its own CSP (no violation reported)", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  expect(violations).toEqual([]);
});

test("/healthz reports the server is up", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("/api/config gives the browser public run-time settings only", async ({ request }) => {
  const response = await request.get("/api/config");
  expect(response.status()).toBe(200);
  const config = await response.json();
  expect(config.map.tileUrl).toBe("https://tiles.test/{z}/{x}/{y}.png");
  expect(config.geocoder.baseUrl).toBe("https://geocoder.test");
  expect(config.chat).toBeNull();
  expect(JSON.stringify(config)).not.toMatch(/secret|private|to_email|password/i);
  expect((await request.post("/api/config")).status()).toBe(405);
});
