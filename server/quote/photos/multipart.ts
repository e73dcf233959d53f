import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { PHOTO_FIELD, PHOTO_LIMITS, PHOTO_REFUSALS, shownName } from "../../../app/features/quote/photo-limits.ts";
import type { Message } from "../../../app/i18n/message-key.ts";

export type UploadedFile = { name: string; bytes: Buffer };
export type ParsedMultipart = {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
  /**
   * The first rule a photo broke, shown under the photos field in the visitor's language (which a field read
   * later may give); nothing is kept then.
   */
  refused?: Message;
};

/** Longest text field kept (as the urlencoded forms: longer values are cut, then refused by their schema). */
const MAX_VALUE = 5000;

/**
 * Reads a multipart/form-data body as it streams in (busboy): text fields, and the photos
 * under `photos` within the count, per-file and total limits, counted while they arrive —
 * a photo over its limit is not kept past it. A body that ends early (a cut-off upload)
 * rejects, so nothing of it is stored.
 */
export function parseMultipart(headers: IncomingHttpHeaders, body: Readable): Promise<ParsedMultipart> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: {
          files: PHOTO_LIMITS.count,
          fileSize: PHOTO_LIMITS.fileBytes,
          fields: 200,
          fieldSize: MAX_VALUE,
          parts: 300,
        },
      });
    } catch (error) {
      reject(error);
      return;
    }
    const fields: Record<string, string | string[]> = {};
    const files: UploadedFile[] = [];
    let total = 0;
    let refused: Message | undefined;
    const refuse = (message: Message) => (refused ??= message);

    parser.on("field", (key, value) => {
      const before = fields[key];
      fields[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    });
    parser.on("file", (key, stream, info) => {
      const name = shownName(info.filename ?? "");
      // An empty file input still sends a part with no name and no bytes: it is no photo.
      if (key !== PHOTO_FIELD || refused) return void stream.resume();
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        total += chunk.length;
        if (total > PHOTO_LIMITS.totalBytes) refuse(PHOTO_REFUSALS.total());
        if (!refused) chunks.push(chunk);
      });
      stream.on("limit", () => refuse(PHOTO_REFUSALS.tooLarge(name)));
      stream.on("end", () => {
        if (refused || (size === 0 && !info.filename)) return;
        files.push({ name, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on("filesLimit", () => refuse(PHOTO_REFUSALS.count()));
    parser.on("error", reject);
    parser.on("close", () => resolve({ fields, files: refused ? [] : files, ...(refused ? { refused } : {}) }));
    body.on("error", reject);
    // A client that goes away mid-upload: busboy sees a body that ends early and errors ("Unexpected end of form").
    body.on("aborted", () => reject(new Error("upload cut off")));
    body.pipe(parser);
  });
}
