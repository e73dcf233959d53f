import type { Kysely } from "kysely";
import { fieldErrors, schemas, type LeadKind } from "../../app/features/leads/schemas.ts";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { PHOTO_FIELD } from "../../app/features/quote/photo-limits.ts";
import type { ClientInfo, LeadIntake, SubmitResult, Upload } from "../../app/features/leads/service.ts";
import { processPhoto } from "../quote/photos/images.ts";
import { parseMultipart } from "../quote/photos/multipart.ts";
import { uploadTurn } from "../quote/photos/turns.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { createSubmissionGuard, type StoredClient } from "./guard.ts";
import type { RateLimit } from "./rate-limit.ts";
import { storeLead, storeSubscriber, type StoredPhoto } from "./store.ts";

export type IntakeOptions = {
  db: Kysely<Database>;
  rateLimit: RateLimit;
  /** Called after a job was queued, so the worker can deliver at once. */
  onQueued?: () => void;
  /** Tell the business's CRM of every new lead too (LEADS_WEBHOOK_URL is set). */
  crm?: boolean;
};

/**
 * The single way a lead enters the system, shared by the API and the route actions: rate limit, validation, honeypot,
 * storage with its notification job. It never throws; a storage failure is `unavailable`.
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

    async submit(kind: LeadKind, input: unknown, client: ClientInfo, upload?: Upload): Promise<SubmitResult> {
      try {
        const guarded = await guard(kind, input, client);
        if (guarded.status !== "pass") return guarded;
        const stored = await validateAndStore(kind, guarded.input, guarded.who, upload);
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

  type Stored = { id: string; estimate?: { low: number; high: number; currency: "USD" } };

  async function validateAndStore(
    kind: LeadKind,
    input: unknown,
    who: StoredClient,
    upload: Upload | undefined,
  ): Promise<Stored | SubmitResult> {
    const at = new Date();
    switch (kind) {
      case "contact": {
        const parsed = schemas.contact.safeParse(input);
        if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error) };
        return { id: await storeLead(options.db, { kind, data: parsed.data }, who, at, [], options.crm) };
      }
      case "quote": {
        const parsed = schemas.quote.safeParse(input);
        const refused: Record<string, string> = upload?.refused ? { [PHOTO_FIELD]: upload.refused } : {};
        if (!parsed.success) return { status: "invalid", fields: { ...fieldErrors(parsed.error), ...refused } };
        if (upload?.refused) return { status: "invalid", fields: refused };
        // Photos are re-encoded only once the rest of the quote is valid: the costly part comes last.
        const photos: StoredPhoto[] = [];
        for (const file of upload?.files ?? []) {
          const { buffer, byteOffset, byteLength } = file.bytes;
          const result = await processPhoto(Buffer.from(buffer, byteOffset, byteLength), file.name);
          if (!result.ok) return { status: "invalid", fields: { [PHOTO_FIELD]: result.message } };
          photos.push({ name: file.name, ...result.photo });
        }
        const id = await storeLead(options.db, { kind, data: parsed.data }, who, at, photos, options.crm);
        const e = parsed.data.estimate;
        return e ? { id, estimate: { low: e.low, high: e.high, currency: e.currency } } : { id };
      }
      case "newsletter": {
        const parsed = schemas.newsletter.safeParse(input);
        if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error) };
        return { id: await storeSubscriber(options.db, parsed.data, who, at) };
      }
    }
  }
}
