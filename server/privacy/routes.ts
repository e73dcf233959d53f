import type { Kysely } from "kysely";
import { localizedPath } from "../../app/i18n/locales.ts";
import type { Database } from "../db/schema.ts";
import type { ApiRoute } from "../feature.ts";
import { formBody } from "../http/json.ts";
import type { Signer } from "../secrets.ts";
import { downloadCopy } from "./download.ts";

/**
 * POST /api/privacy-requests/download: the button of the download page (/privacy-request/download?token=…) fetches
 * the copy of the person's data here. A post, so nothing that merely opens links (a mail scanner) ever receives it;
 * never cached. A token that does not (or no longer) give the file is sent back to its page, which says why in the
 * person's language (the 404 page for an altered one).
 */
export function downloadRoute(db: Kysely<Database>, signer: Signer, now: () => number = Date.now): ApiRoute {
  return {
    path: "/api/privacy-requests/download",
    methods: ["POST"],
    handle: async ({ req, res, client }) => {
      const fields = formBody(req, res);
      if (!fields) return;
      const token = typeof fields.token === "string" ? fields.token : "";
      const download = await downloadCopy(db, signer, token, client, now());
      res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
      if (download.kind === "refused") {
        const page = localizedPath("/privacy-request/download", download.locale);
        return res.redirect(303, `${page}?${new URLSearchParams({ token })}`);
      }
      const day = new Date(now()).toISOString().slice(0, 10);
      res
        .status(200)
        .set({
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
        })
        .send(download.json);
    },
  };
}
