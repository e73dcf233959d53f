import { afterAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server/main.ts";
import { securityTxtFeature } from "../../server/security-txt.ts";
import { databaseEnv, startApp } from "./harness.ts";

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((app) => app.close()));
});
async function site(env: Record<string, string>) {
  const app = await startApp({ ...(await databaseEnv("sqlite", undefined)), ...env }, [securityTxtFeature]);
  running.push(app);
  return app;
}

describe("/.well-known/security.txt (RFC 9116, issue 19)", () => {
  it("gives the configured contact and expiry as plain text, with its canonical address", async () => {
    const app = await site({
      SITE_URL: "https://www.amberwood.example",
      SECURITY_CONTACT: "mailto:security@amberwood.example",
      SECURITY_TXT_EXPIRES: "2027-06-30T00:00:00Z",
    });
    const answer = await fetch(`${app.url}/.well-known/security.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const fields = (await answer.text()).trim().split("\n");
    expect(fields).toEqual([
      "Contact: mailto:security@amberwood.example",
      "Expires: 2027-06-30T00:00:00.000Z",
      "Preferred-Languages: en",
      "Canonical: https://www.amberwood.example/.well-known/security.txt",
    ]);
    expect((await fetch(`${app.url}/.well-known/security.txt`, { method: "POST" })).status).toBe(405);
  });

  it("without configuration: the business e-mail, valid for half a year from start-up", async () => {
    const app = await site({});
    const text = await (await fetch(`${app.url}/.well-known/security.txt`)).text();
    expect(text).toContain("Contact: mailto:hello@example.com\n");
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!);
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);
  });
});
