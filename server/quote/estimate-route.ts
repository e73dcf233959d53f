import { fieldErrors, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import { EstimateSchema } from "../../app/features/quote/schema.ts";
import type { ApiRoute } from "../feature.ts";

/**
 * POST /api/estimate (issue 13, docs/api.md): the quote form's price range for a list of
 * windows, from the price table in app/content/pricing.ts. Nothing is stored.
 */
export function estimateRoute(): ApiRoute {
  return {
    path: "/api/estimate",
    methods: ["POST"],
    handle: ({ req, res }) => {
      res.set("Cache-Control", "no-store");
      if (!req.is("application/json")) {
        return res
          .status(415)
          .json({ ok: false, error: "unsupported_media_type", message: "Send application/json", fields: {} });
      }
      const parsed = EstimateSchema.safeParse(req.body);
      if (!parsed.success || parsed.data === null) {
        const fields = parsed.success ? {} : fieldErrors(parsed.error, requestLocale(req.body));
        return res.status(400).json({ ok: false, error: "invalid", fields });
      }
      const { currency, low, high, lines } = parsed.data;
      res.status(200).json({ currency, low, high, lines });
    },
  };
}
