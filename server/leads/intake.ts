import type { Kysely } from "kysely";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import type { IntakeKind } from "../../app/features/leads/kinds.ts";
import type { ClientInfo, LeadIntake, SubmitResult, Upload } from "../../app/features/leads/service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { parseMultipart } from "../quote/photos/multipart.ts";
import { uploadTurn } from "../quote/photos/turns.ts";
import { createSubmissionGuard } from "./guard.ts";
import type { RateLimit } from "./rate-limit.ts";
import { leadKindModules } from "./registry.ts";

export type IntakeOptions = {
  db: Kysely<Database>;
  rateLimit: RateLimit;
  /** Called after a job was queued, so the worker can deliver at once. */
  onQueued?: () => void;
  /** Tell the business's CRM of every new lead too (LEADS_WEBHOOK_URL is set). */
  crm?: boolean;
};

/**
 * The single way a lead enters the system, shared by the API and the route actions: rate limit, honeypot and control
 * characters (./guard.ts), then the kind's own validation and storage with its jobs (its module in ./registry.ts).
 * It never throws; a storage failure is `unavailable`.
 */
export function createLeadIntake(options: IntakeOptions): LeadIntake {
  const guard = createSubmissionGuard(options);
  return {
    async readMultipart(headers, body) {
      // The turn is held until submit() has re-encoded the photos (or the body could not be read).
      const release = await uploadTurn();
      try {
        const { fields, files, refused } = await parseMultipart(
          headers,
          Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>),
        );
        return { fields, upload: { files, release, ...(refused ? { refused } : {}) } };
      } catch (error) {
        release();
        throw error;
      }
    },

    async submit(kind: IntakeKind, input: unknown, client: ClientInfo, upload?: Upload): Promise<SubmitResult> {
      try {
        const guarded = await guard(kind, input, client);
        if (guarded.status !== "pass") return guarded;
        const stored = await leadKindModules[kind].intake.submit(guarded.input, guarded.who, new Date(), {
          db: options.db,
          crm: options.crm ?? false,
          upload,
          page: client.page ?? leadKindModules[kind].intake.api.path,
        });
        if ("status" in stored) return stored;
        logger.info("lead stored", { kind, id: stored.id });
        options.onQueued?.();
        return { status: "created", ...stored };
      } catch (error) {
        logger.error("lead could not be stored", { kind, error: String(error) });
        return { status: "unavailable" };
      } finally {
        upload?.release?.();
      }
    },
  };
}
