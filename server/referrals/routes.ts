import { LOCALES, localizedPath } from "../../app/i18n/locales.ts";
import type { ApiRoute } from "../feature.ts";
import type { Db } from "../db/database.ts";
import { referralCode } from "./store.ts";

/**
 * `GET /r/<code>` (and `/es/r/<code>`; issue 34's contract): a customer's referral link. A known code answers 303 to
 * the quote form in the link's language with the code in the URL (`?ref=`); nothing is set in the browser, and the
 * answer names nobody. An unknown or malformed code is the site's 404 page, status 404.
 */
export function referralRoutes(db: Db): ApiRoute[] {
  return LOCALES.map((locale) => ({
    path: localizedPath("/r/:code", locale),
    methods: ["GET"] as const,
    async handle(ctx) {
      const code = String(ctx.req.params.code ?? "");
      if (!(await referralCode(db.kysely, code))) return ctx.toPages();
      const target = `${localizedPath("/quote-request", locale)}?ref=${encodeURIComponent(code)}`;
      ctx.res.status(303).set({ Location: target, "Cache-Control": "no-store" }).end();
    },
  }));
}
