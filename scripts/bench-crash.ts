import { fixed, sleep, startSite } from "./bench-common.ts";

/**
 * The crash scenarios' shared parts (npm run bench:faults): one request's fate, the clients that keep sending while
 * the server is killed with SIGKILL and started again, and the table row of such a run.
 */

/** One request's fate: its answer's status and body, or no answer ("network error") and why. */
export type Attempt = {
  at: number;
  status: number | "network error";
  retryAfter: boolean;
  body?: { id?: string; error?: string };
  error?: string;
};

export async function attempt(url: string, init: RequestInit, timeoutMs = 10_000): Promise<Attempt> {
  const at = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    const body = res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
    return { at, status: res.status, retryAfter: res.headers.has("retry-after"), body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { at, status: "network error", retryAfter: false, error: cause?.code ?? cause?.message ?? String(error) };
  }
}

export const accepted = (a: Attempt) => typeof a.status === "number" && a.status >= 200 && a.status < 300;

/** How long after `t` the first request sent after it was accepted; waits up to `timeoutMs` for one while requests go on. */
export async function firstOkAfter(sent: Attempt[], t: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = sent.filter((s) => s.at >= t && accepted(s)).map((s) => s.at);
    if (ok.length) return Math.min(...ok) - t;
    if (Date.now() >= deadline) return undefined;
    await sleep(50);
  }
}

/**
 * `clients` loops against a fresh server, each sending one request after the other
 * (`send(n)`, n counted across loops); `crashMs` after they start the server is killed with
 * SIGKILL and started again at once, and `crashMs` after that the loops finish their current
 * request and the server stops. `prepare` runs first and makes `send` (it may ask the server).
 */
export async function underCrash<R extends Attempt>(
  crash: { port: number; crashMs: number },
  env: Record<string, string>,
  clients: number,
  prepare: (url: string) => Promise<(n: number) => Promise<R>>,
) {
  let site = await startSite(crash.port, env);
  const send = await prepare(site.url);
  const sent: R[] = [];
  let n = 0;
  let inFlight = 0;
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      inFlight++;
      const record = await send(n++);
      inFlight--;
      sent.push(record);
      // While the server is down, refused connections come back at once: do not spin.
      if (record.status === "network error") await sleep(50);
    }
  });
  try {
    await sleep(crash.crashMs);
    const killedAt = Date.now();
    const inFlightAtKill = inFlight;
    await site.kill9();
    site = await startSite(crash.port, env);
    await sleep(crash.crashMs);
    running = false;
    await Promise.all(loops);
    const recovery = await firstOkAfter(sent, killedAt, 0);
    return { sent, inFlightAtKill, recovery: `${fixed(recovery, 0)} ms from SIGKILL to the first accepted request` };
  } finally {
    running = false;
    await Promise.all(loops);
    await site.stop();
  }
}

/** A crash scenario's row: requests, 201s, 409 slot_taken, network errors, other answers, recovery. */
export function crashRow(name: string, sent: Attempt[], recovery: string, refusals: boolean) {
  const count = (f: (s: Attempt) => boolean) => sent.filter(f).length;
  const slotTaken = (s: Attempt) => s.status === 409 && s.body?.error === "slot_taken";
  const others = Object.entries(
    Object.groupBy(
      sent.filter((s) => s.status !== "network error" && !accepted(s) && !slotTaken(s)),
      (s) => String(s.status),
    ),
  ).map(([status, l]) => `${l!.length}×${status}`);
  return [
    name,
    sent.length,
    count(accepted),
    refusals ? count(slotTaken) : "—",
    count((s) => s.status === "network error"),
    others.join(", ") || "0",
    recovery,
  ];
}

export const mark = (ok: boolean) => (ok ? "✅" : "❌");
