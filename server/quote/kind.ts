import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { LeadDetail } from "../../app/features/admin/back-office.ts";
import { fieldErrors, messageText, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import { QUOTE_FIELDS } from "../../app/features/quote/options.ts";
import { PHOTO_FIELD, PHOTO_LIMITS } from "../../app/features/quote/photo-limits.ts";
import { QuoteSchema, type QuoteInput } from "../../app/features/quote/schema.ts";
import type { LeadKindModule, Row } from "../leads/kind.ts";
import { describeEstimate } from "../../app/features/quote/estimate.ts";
import { DEFAULT_LOCALE, isLocale } from "../../app/i18n/locales.ts";
import { RECEIVED_JOB, receivedMail, type ReceivedPayload } from "../leads/received-mail.ts";
import { queueNewLead } from "../leads/store.ts";
import { recordConsent, textPermission } from "../sms/consent.ts";
import { processPhoto } from "./photos/images.ts";
import { quoteNotificationMail, type QuoteNotifyPayload } from "./mail.ts";

/** A quote with its photos: every photo at the total limit, and room for the fields and the multipart framing. */
export const QUOTE_UPLOAD_LIMIT = PHOTO_LIMITS.totalBytes + 1024 * 1024;

/** A photo ready to store: re-encoded, with the name it was sent under. */
type PhotoToStore = { name: string; data: Buffer; width: number; height: number };

/** The quote request (spec §3.2) with its windows, the server's estimate and photos (issue 13). */
export const quoteKind: LeadKindModule<"quote"> = {
  kind: "quote",
  table: "quote_requests",
  intake: {
    api: {
      path: "/api/quote",
      bodyLimit: QUOTE_UPLOAD_LIMIT,
      multipart: true,
      created: ({ id, estimate }) => (estimate ? { ok: true, id, estimate } : { ok: true, id }),
    },
    async submit(input, who, at, { db, crm, upload, page }) {
      const parsed = QuoteSchema.safeParse(input);
      const locale = requestLocale(input);
      const refused: Record<string, string> = upload?.refused
        ? { [PHOTO_FIELD]: messageText(upload.refused, locale) }
        : {};
      if (!parsed.success) return { status: "invalid", fields: { ...fieldErrors(parsed.error, locale), ...refused } };
      if (upload?.refused) return { status: "invalid", fields: refused };
      const texts = textPermission(parsed.data.sms_consent, parsed.data.user_phone, parsed.data.locale);
      if ("refused" in texts) return { status: "invalid", fields: texts.refused };
      // Photos are re-encoded only once the rest of the quote is valid: the costly part comes last.
      const photos: PhotoToStore[] = [];
      for (const file of upload?.files ?? []) {
        const { buffer, byteOffset, byteLength } = file.bytes;
        const result = await processPhoto(Buffer.from(buffer, byteOffset, byteLength), file.name);
        if (!result.ok) return { status: "invalid", fields: { [PHOTO_FIELD]: messageText(result.message, locale) } };
        photos.push({ name: file.name, ...result.photo });
      }
      const id = randomUUID();
      const createdAt = at.toISOString();
      const { website: _honeypot, sms_consent: _texts, ...fields } = parsed.data;
      const photoRows = photos.map((photo, position) => ({
        id: randomUUID(),
        quote_id: id,
        position,
        created_at: createdAt,
        filename: photo.name,
        width: photo.width,
        height: photo.height,
        bytes: photo.data,
      }));
      const listed = photoRows.map((photo) => ({ id: photo.id, filename: photo.filename }));
      const payload: QuoteNotifyPayload = {
        kind: "quote",
        id,
        created_at: createdAt,
        lead: fields,
        ...(listed.length > 0 ? { photos: listed } : {}),
      };
      // One transaction: a stored quote never points at a missing photo, nor a photo at no quote.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("quote_requests")
          .values({
            id,
            created_at: createdAt,
            ...quoteColumns(parsed.data),
            client_ip: who.ip,
            user_agent: who.userAgent,
          })
          .execute();
        for (const row of photoRows) await trx.insertInto("quote_photos").values(row).execute();
        const lead = { kind: "quote" as const, id, created_at: createdAt, fields, photos: listed };
        await queueNewLead(trx, lead, payload, acknowledgementOf(id, parsed.data), crm, at.getTime());
        const consent = { page, clientIp: who.ip, nowMs: at.getTime(), leadKind: "quote", leadId: id };
        await recordConsent(trx, texts.phone, { ...consent, locale: fields.locale });
      });
      const e = parsed.data.estimate;
      if (!e) return { id };
      return { id, estimate: { low: e.low, high: e.high, currency: e.currency } };
    },
  },
  mails: {
    notify: (job, { settings }) => quoteNotificationMail(JSON.parse(job.payload) as QuoteNotifyPayload, settings),
    [RECEIVED_JOB]: (job, context) => receivedMail(JSON.parse(job.payload) as ReceivedPayload, context),
  },
  inbox: {
    summary: sql<string>`lead.product_type || ' · ' || lead.product_model || ' · ' || lead.window_dimensions`,
    search: sql<string>`lead.product_type || ' ' || lead.product_model || ' ' || lead.custom_product_model || ' ' || lead.window_dimensions || ' ' || lead.message`,
    state: sql<string | null>`null`,
    fields: [
      ["user_name", "Name"],
      ["user_email", "E-mail"],
      ["user_phone", "Phone"],
      ["product_type", "Product type"],
      ["product_model", "Product model"],
      ["custom_product_model", "Custom model"],
      ["quantity", "Quantity"],
      ["window_dimensions", "Window dimensions"],
      ["preferred_color", "Preferred color"],
      ["preferred_material", "Preferred material"],
      ["installation_required", "Installation required"],
      ["message", "Message"],
    ],
    async detail(db, row, options) {
      const photos = await db
        .selectFrom("quote_photos")
        .select(["id", "filename", "width", "height"])
        .where("quote_id", "=", String(row.id))
        .orderBy("position")
        .execute();
      const detail: Partial<LeadDetail> = {
        windows: windowsOf(row) as LeadDetail["windows"],
        photos: photos.map((photo) => ({
          ...photo,
          url: options.photoUrl(photo.id, "full"),
          thumbnailUrl: options.photoUrl(photo.id, "thumbnail"),
        })),
      };
      if (row.estimate_low !== null && row.estimate_high !== null) {
        detail.estimate = { low: Number(row.estimate_low), high: Number(row.estimate_high) };
      }
      return detail;
    },
  },
  privacy: {
    emailColumn: "user_email",
    async exportRow(db, row) {
      const photos = await db
        .selectFrom("quote_photos")
        .selectAll()
        .where("quote_id", "=", String(row.id))
        .orderBy("position")
        .execute();
      return {
        ...row,
        windows: windowsOf(row),
        photos: photos.map(({ bytes, ...photo }) => ({ ...photo, jpeg_base64: Buffer.from(bytes).toString("base64") })),
      };
    },
    async eraseChildren(trx, ids) {
      if (ids.length === 0) return { quote_photos: 0 };
      const deleted = await trx.deleteFrom("quote_photos").where("quote_id", "in", ids).executeTakeFirst();
      return { quote_photos: Number(deleted.numDeletedRows) };
    },
  },
  retention: { clear: ["client_ip", "user_agent"] },
  webhook: { events: ["lead.created"] },
  export: {
    columns: ["id", "created_at", ...QUOTE_FIELDS, "estimate_low", "estimate_high", "windows", "locale", "delivery"],
  },
};

/** The visitor's acknowledgement: the estimate they saw written in their language, when they listed windows. */
function acknowledgementOf(id: string, quote: QuoteInput): ReceivedPayload {
  const locale = isLocale(quote.locale) ? quote.locale : DEFAULT_LOCALE;
  const e = quote.estimate;
  const estimate = e
    ? describeEstimate({ ...e, windows: quote.quantity, installation: quote.installation_required === "yes" }, locale)
    : undefined;
  return {
    kind: "quote",
    id,
    name: quote.user_name,
    email: quote.user_email,
    locale,
    ...(estimate ? { estimate } : {}),
  };
}

/** A quote's row: its windows as JSON and its estimate as two numbers. */
function quoteColumns({ website: _honeypot, sms_consent: _texts, windows, estimate, ...fields }: QuoteInput) {
  return {
    ...fields,
    windows: JSON.stringify(windows),
    estimate_low: estimate?.low ?? null,
    estimate_high: estimate?.high ?? null,
  };
}

/** The listed windows, stored as JSON ("[]" without any). */
function windowsOf(row: Row): unknown {
  return JSON.parse(String(row.windows || "[]")) as unknown;
}
