import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db/database.ts";
import { createSigner, loadSigningKey } from "./secrets.ts";

const freshDb = () =>
  openDatabase({ DATABASE_URL: "", SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "secrets-")), "s.sqlite") });

describe("the signing key", () => {
  it("is made once and then shared: instances starting together and restarts read the same key", async () => {
    const a = await freshDb();
    const [k1, k2] = await Promise.all([loadSigningKey(a.kysely, ""), loadSigningKey(a.kysely, "")]);
    expect(k1.equals(k2)).toBe(true);
    expect(k1.length).toBe(32);
    expect((await loadSigningKey(a.kysely, "")).equals(k1)).toBe(true);
    await a.close();
  });

  it("is SECRET_KEY when configured", async () => {
    const db = await freshDb();
    const configured = "x".repeat(40);
    expect((await loadSigningKey(db.kysely, configured)).toString()).toBe(configured);
    await db.close();
  });
});

describe("signatures", () => {
  const signer = createSigner(Buffer.alloc(32, 7));

  it("verify for their purpose and message only", () => {
    const sig = signer.sign("booking-manage", "b1", 16);
    expect(signer.verify("booking-manage", "b1", sig, 16)).toBe(true);
    expect(signer.verify("booking-manage", "b2", sig, 16)).toBe(false);
    expect(signer.verify("photo-link", "b1", sig, 16)).toBe(false);
    expect(signer.verify("booking-manage", "b1", sig.slice(0, -1) + (sig.endsWith("A") ? "B" : "A"), 16)).toBe(false);
    expect(signer.verify("booking-manage", "b1", "", 16)).toBe(false);
  });

  it("refuse another spelling of the right bytes: the last character's unused bits changed", () => {
    const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const [bytes, unusedBits] of [
      [16, 4],
      [32, 2],
    ] as const) {
      for (const message of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
        const sig = signer.sign("login", message, bytes);
        const last = B64.indexOf(sig.at(-1)!);
        const respelled = sig.slice(0, -1) + B64[last | ((1 << unusedBits) - 1)];
        expect(Buffer.from(respelled, "base64url").equals(Buffer.from(sig, "base64url"))).toBe(true);
        expect(signer.verify("login", message, respelled, bytes)).toBe(false);
      }
    }
  });

  it("differ with the master key, and each purpose has its own derived secret", () => {
    const other = createSigner(Buffer.alloc(32, 8));
    expect(other.sign("p", "m")).not.toBe(signer.sign("p", "m"));
    expect(signer.secretFor("a")).not.toBe(signer.secretFor("b"));
    expect(signer.secretFor("a")).toBe(createSigner(Buffer.alloc(32, 7)).secretFor("a"));
  });
});
