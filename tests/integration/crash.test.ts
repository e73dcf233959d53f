import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { SmtpSink } from "../mocks/smtp-sink.ts";
import { fakeBuild, startServerProcess, validContact } from "./harness.ts";
import { freePort } from "./postgres.ts";

const LEADS = 300;
const KILL_AFTER = 120;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

it(
  "keeps every acknowledged lead through kill -9 and puts each in the business inbox exactly once after a restart",
  { timeout: 120_000 },
  async () => {
    const sink = await new SmtpSink().start();
    // A real mail server answers some milliseconds after it has taken the message: the window
    // in which a crash leaves a sent e-mail unrecorded. Each lead sends two (the business's and the visitor's).
    sink.replyDelayMs = 100;
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), "crash-"));
    const env = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: fakeBuild(),
      SQLITE_PATH: path.join(dir, "site.sqlite"),
      LOG_LEVEL: "error",
      RATE_LIMIT_MAX: "100000",
      UNSUBSCRIBE_SECRET: "crash-test-secret",
      SMTP_URL: sink.url,
      OUTBOX_LEASE_S: "1",
      OUTBOX_POLL_MS: "50",
      OUTBOX_BASE_DELAY_MS: "50",
    };
    try {
      const { child: first, exited: firstExited } = await startServerProcess(env, children);
      const acknowledged = new Set<string>();
      let answered = 0;
      const send = async (i: number) => {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...validContact, user_name: `Lead ${i}` }),
            // A request cut off by the crash may never be answered; its client got no 201.
            signal: AbortSignal.timeout(15_000),
          });
          const body = (await res.json()) as { id?: string };
          if (res.status === 201 && body.id) acknowledged.add(body.id);
          answered++;
        } catch {
          // The server died under this request: it was never acknowledged.
        }
      };
      // A steady stream (10 clients, ~300 leads/s) so the worker is mid-delivery when the kill comes.
      let next = 0;
      const client = async () => {
        while (next < LEADS) {
          await send(next++);
          await new Promise((r) => setTimeout(r, 30));
        }
      };
      // The kill comes mid-stream, at a moment when the sink holds an e-mail it has not confirmed.
      const killer = (async () => {
        while (answered < KILL_AFTER || sink.awaitingReply === 0) await new Promise((r) => setTimeout(r, 2));
        first.kill("SIGKILL");
      })();
      await Promise.all([...Array.from({ length: 10 }, client), killer]);
      expect(await firstExited).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER - 1);
      expect(sink.messages.length).toBeGreaterThan(0);
      expect(acknowledged.size).toBeLessThan(LEADS);

      // What the crash left: every acknowledged lead stored; some e-mails were mid-delivery.
      const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: env.SQLITE_PATH });
      const stored = new Set((await db.kysely.selectFrom("contact_messages").select("id").execute()).map((r) => r.id));
      for (const id of acknowledged) expect(stored.has(id)).toBe(true);
      const inFlight = new Set(
        (await db.kysely.selectFrom("outbox").select("lead_id").where("status", "=", "sending").execute()).map(
          (r) => r.lead_id,
        ),
      );

      const second = await startServerProcess(env, children);
      await expect
        .poll(
          async () =>
            (await db.kysely.selectFrom("outbox").select("id").where("status", "!=", "delivered").execute()).length,
          // Each lead now sends two e-mails (the business's and the visitor's acknowledgement): 600 through one
          // worker, which a busy two-core machine needs well over 20 s for. The deadline bounds a hang, not a speed.
          { timeout: 60_000, interval: 50 },
        )
        .toBe(0);
      const names = await db.kysely.selectFrom("contact_messages").select(["id", "user_name"]).execute();
      await db.close();
      // Graceful stop: the worker finishes, the database closes, the process exits cleanly.
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);

      // The subject names the lead ("New message from Lead 17"); names are unique in this test.
      const ofLead = (name: string) => (m: { headers: Record<string, string> }) =>
        m.headers.subject === `New message from ${name}`;
      // The business's inbox; each visitor's acknowledgement goes to the visitor's address.
      const inbox = sink.mailbox().filter((m) => !m.to.includes(validContact.user_email));
      let repeats = 0;
      for (const { id, user_name } of names) {
        // Exactly once where the business reads it.
        expect(inbox.filter(ofLead(user_name)), user_name).toHaveLength(1);
        // On the wire, only an e-mail the crash caught between "sent" and "marked delivered"
        // may go out a second time, and then with the same Message-ID (so the inbox folds it).
        const copies = sink.messages.filter(ofLead(user_name));
        expect(new Set(copies.map((m) => m.messageId)).size, user_name).toBe(1);
        if (!inFlight.has(id)) expect(copies, user_name).toHaveLength(1);
        else expect(copies.length).toBeLessThanOrEqual(2);
        repeats += copies.length - 1;
      }
      expect(repeats).toBeLessThanOrEqual(inFlight.size);
      expect(inbox).toHaveLength(names.length);
    } finally {
      await sink.stop();
    }
  },
);
