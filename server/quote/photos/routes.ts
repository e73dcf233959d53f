import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ApiRoute } from "../../feature.ts";
import type { Signer } from "../../secrets.ts";
import { thumbnail } from "./images.ts";
import { photoLinkValid } from "./links.ts";

/**
 * GET /api/quote-photos/:id with its signed, expiring link (in the business's e-mail and on the
 * lead page), `&size=thumbnail` for the lead page's small copy. Photos are never public: an
 * altered, expired or unknown link is a 404, and no cache keeps them, thumbnails included.
 */
export function photoRoute(db: Kysely<Database>, signer: Signer, now: () => number = Date.now): ApiRoute {
  return {
    path: "/api/quote-photos/:id",
    methods: ["GET"],
    handle: async ({ req, res }) => {
      res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
      const id = String(req.params.id ?? "");
      const { expires, sig, size } = req.query;
      const notFound = () => res.status(404).type("text/plain").send("This photo link is not valid or has expired.");
      if (typeof expires !== "string" || typeof sig !== "string" || !photoLinkValid(signer, id, expires, sig, now())) {
        return notFound();
      }
      if (size !== undefined && size !== "thumbnail") return notFound();
      const photo = await db
        .selectFrom("quote_photos")
        .select(["bytes", "filename"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!photo) return notFound();
      const name = photo.filename.replace(/\.[^.]*$/, "").replace(/[^\w.-]+/g, "_") || "photo";
      res
        .status(200)
        .type("image/jpeg")
        .set("Content-Disposition", `inline; filename="${name}.jpg"`)
        .send(size === "thumbnail" ? await thumbnail(Buffer.from(photo.bytes)) : Buffer.from(photo.bytes));
    },
  };
}
