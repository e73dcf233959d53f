import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { prerenderedPages } from "./prerendered";

const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

test("every prerendered page and the 404 page pass the Nu HTML Checker with no errors", async ({ request }) => {
  test.setTimeout(180_000);
  const files = prerenderedPages().map((p) => p.file);
  expect(files.length).toBeGreaterThan(50);

  // The 404 page is rendered per request, not prerendered: check a copy of it too.
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const notFound = path.join(dir, "not-found.html");
  writeFileSync(notFound, await (await request.get("/this-page-does-not-exist")).text());

  try {
    // One JVM for all pages: starting Java per page would take minutes.
    const run = spawnSync("java", ["-jar", VNU, "--errors-only", "--format", "json", ...files, notFound], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "java could not be started").toBeUndefined();
    const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      // The checker's CSS parser predates view transitions, nesting-free modern properties and
      // more; the stylesheet is inlined in every page (docs/decisions/0003) but is not HTML.
      .filter((m) => !m.message.startsWith("CSS:"))
      .map((m) => `${path.relative(process.cwd(), m.url.replace(/^file:/, ""))}:${m.lastLine ?? "?"} ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
