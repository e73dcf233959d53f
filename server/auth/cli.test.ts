import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { URI } from "otpauth";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/database.ts";
import { runAdminCli } from "./cli.ts";
import { verifyPassword } from "./passwords.ts";
import { createSession, findSession } from "./sessions.ts";
import { verifyTotp } from "./totp.ts";
import { findUserByEmail } from "./users.ts";

/**
 * The modules of a QR code as qrcode's small terminal renderer prints it: black on white, each
 * line two module rows (█ both dark, ▀ the upper, ▄ the lower), inside a one-module margin.
 */
function printedModules(printed: string, size: number): boolean[][] {
  const lines = stripVTControlCharacters(printed)
    .split("\n")
    .slice(0, Math.ceil((size + 1) / 2));
  const rows = lines.flatMap((line) => [
    [...line].map((c) => c === "█" || c === "▀"),
    [...line].map((c) => c === "█" || c === "▄"),
  ]);
  return rows.slice(1, size + 1).map((row) => row.slice(1, size + 1));
}

const env = {
  SQLITE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "admin-cli-")), "site.sqlite"),
  LOG_LEVEL: "silent",
};

async function admin(argv: string[], input = "") {
  let out = "";
  let err = "";
  const code = await runAdminCli(argv, env, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    stdin: Readable.from([Buffer.from(input)]),
  });
  return { code, out, err };
}

describe("npm run admin (issue 14)", () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", ...env });
  });
  afterAll(async () => {
    await db?.close();
  });
  const user = async () => (await findUserByEmail(db.kysely, "owner@example.com"))!;

  it("creates an account from a password on standard input, hashed with argon2id", async () => {
    const created = await admin(
      ["create-user", "--email", " Owner@Example.com ", "--password-stdin"],
      "first long password\n",
    );
    expect(created).toMatchObject({ code: 0, err: "" });
    const row = await user();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, "first long password")).toBe(true);
    expect(await verifyPassword(row.password_hash, "first long password\n")).toBe(false);
  });

  it("refuses a duplicate, a short or empty password, a bad e-mail and a missing one, changing nothing", async () => {
    expect(
      await admin(["create-user", "--email", "owner@example.com", "--password-stdin"], "another long password"),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining("already has an account"),
    });
    expect((await admin(["create-user", "--email", "new@example.com", "--password-stdin"], "short")).err).toContain(
      "at least 12 characters",
    );
    expect((await admin(["create-user", "--email", "new@example.com", "--password-stdin"], "")).err).toContain("empty");
    expect(
      (await admin(["create-user", "--email", "not-an-address", "--password-stdin"], "long enough password")).code,
    ).toBe(1);
    expect((await admin(["create-user", "--password-stdin"], "long enough password")).code).toBe(2);
    expect((await admin(["create-user", "--email", "new@example.com"])).err).toContain("--password-stdin");
    expect((await admin(["frobnicate"])).code).toBe(2);
    expect(await findUserByEmail(db.kysely, "new@example.com")).toBeUndefined();
  });

  it("lists accounts with their TOTP and state", async () => {
    const listed = await admin(["list-users"]);
    expect(listed.out).toMatch(
      /^E-MAIL\s+CREATED\s+TOTP\s+STATE\nowner@example\.com\s+\d{4}-\d{2}-\d{2}\s+off\s+active\n$/,
    );
  });

  it("resets a password: the old one stops working and every session ends", async () => {
    const session = await createSession(db.kysely, (await user()).id, { ip: "127.0.0.1" }, Date.now());
    const reset = await admin(
      ["reset-password", "--email", "owner@example.com", "--password-stdin"],
      "second long password",
    );
    expect(reset.code).toBe(0);
    const row = await user();
    expect(await verifyPassword(row.password_hash, "first long password")).toBe(false);
    expect(await verifyPassword(row.password_hash, "second long password")).toBe(true);
    expect(await findSession(db.kysely, session.id, Date.now())).toBeNull();
  });

  it("enables TOTP with an otpauth URI whose secret is the stored one, and disables it", async () => {
    const enabled = await admin(["enable-totp", "--email", "owner@example.com"]);
    expect(enabled.code).toBe(0);
    const uri = enabled.out.match(/otpauth:\/\/totp\/\S+/)![0];
    const totp = URI.parse(uri);
    // Above the URI, a QR code of block characters that encodes exactly that URI.
    const block = enabled.out.slice(enabled.out.indexOf("\n\n") + 2, enabled.out.lastIndexOf(uri));
    expect(stripVTControlCharacters(block)).toMatch(/^[ █▀▄\n]+$/);
    const expected = QRCode.create(uri, {}).modules;
    expect(printedModules(block, expected.size)).toEqual(
      Array.from({ length: expected.size }, (_, r) =>
        Array.from({ length: expected.size }, (_, c) => Boolean(expected.get(r, c))),
      ),
    );
    expect(totp.label).toBe("owner@example.com");
    expect(verifyTotp((await user()).totp_secret!, totp.generate())).toBe(true);
    expect((await admin(["list-users"])).out).toMatch(/owner@example\.com\s+\S+\s+on\s+active/);
    expect((await admin(["disable-totp", "--email", "owner@example.com"])).code).toBe(0);
    expect((await user()).totp_secret).toBeNull();
  });

  it("disables and enables an account, ending its sessions, and refuses an unknown one", async () => {
    const session = await createSession(db.kysely, (await user()).id, { ip: "127.0.0.1" }, Date.now());
    expect((await admin(["disable-user", "--email", "owner@example.com"])).code).toBe(0);
    expect((await user()).disabled_at).not.toBeNull();
    expect(await findSession(db.kysely, session.id, Date.now())).toBeNull();
    expect((await admin(["list-users"])).out).toContain("disabled");
    expect((await admin(["enable-user", "--email", "owner@example.com"])).code).toBe(0);
    expect((await user()).disabled_at).toBeNull();
    expect(await admin(["disable-user", "--email", "nobody@example.com"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("No account"),
    });
  });

  it("writes every change to the audit log as the CLI, without a password", async () => {
    const rows = await db.kysely.selectFrom("audit_log").selectAll().where("actor", "=", "cli").orderBy("at").execute();
    // Sorted: two commands may run within the same millisecond.
    expect(rows.map((r) => r.action).sort()).toEqual(
      ["user_created", "password_reset", "totp_enabled", "totp_disabled", "user_disabled", "user_enabled"].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain("long password");
  });
});
