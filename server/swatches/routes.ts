import { SWATCHES, styleKey } from "../../app/content/swatches.ts";
import { requestLocale } from "../../app/features/leads/field-errors.server.ts";
import { swatchViews } from "../../app/content/swatch-views.ts";
import { DEFAULT_LOCALE, isLocale } from "../../app/i18n/locales.ts";
import { serverUi } from "../../app/i18n/parts/server.ts";
import { swatchBagUi } from "../../app/i18n/parts/swatch-bag.ts";
import type { SwatchService } from "../../app/features/swatches/service.ts";
import type { ApiRoute } from "../feature.ts";
import { formBody, sendJson } from "../http/json.ts";

const UNAVAILABLE_RETRY_S = 30;

/**
 * GET /api/swatches/catalogue: every swatch /api/swatches takes, with its name in English (or `?locale=es`), its
 * style (its page's path under /collections/), its chip colour and, for fabrics, its opacity.
 */
function catalogue(locale: unknown) {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return {
    swatches: swatchViews(
      SWATCHES.map((swatch) => swatch.id),
      language,
    ).map((swatch) => ({
      id: swatch.id,
      name: swatch.name,
      style: styleKey(swatch.style),
      ...(swatch.opacity ? { opacity: swatch.opacity } : {}),
      color: swatch.color,
    })),
  };
}

/** The swatch API (issue 36's contract; docs/api.md). */
export function swatchRoutes(service: SwatchService): ApiRoute[] {
  return [
    {
      path: "/api/swatches/catalogue",
      methods: ["GET"],
      handle({ req, res }) {
        sendJson(res, 200, catalogue(req.query.locale));
      },
    },
    {
      path: "/api/swatches",
      methods: ["POST"],
      async handle(ctx) {
        const body = formBody(ctx.req, ctx.res);
        if (!body) return;
        const result = await service.order(body, ctx.client);
        // The refusals speak the order's language when it names one (`locale`), English otherwise.
        const locale = requestLocale(body);
        const answers = swatchBagUi[locale].swatchBag.answers;
        switch (result.status) {
          case "created":
            return sendJson(ctx.res, 201, { ok: true, id: result.id });
          case "ignored":
            // A bot must not learn that its post was dropped.
            return sendJson(ctx.res, 201, { ok: true, id: crypto.randomUUID() });
          case "invalid":
            return sendJson(ctx.res, 400, { ok: false, error: "invalid", fields: result.fields });
          case "recently_sent":
            return sendJson(ctx.res, 409, { ok: false, error: "recently_sent", message: answers.recentlySent });
          case "rate_limited":
            return sendJson(
              ctx.res,
              429,
              { ok: false, error: "rate_limited", message: serverUi[locale].bookingAnswers.rateLimited },
              { "Retry-After": String(result.retryAfterSeconds) },
            );
          case "unavailable":
            return sendJson(
              ctx.res,
              503,
              { ok: false, error: "unavailable", message: answers.unavailable },
              { "Retry-After": String(UNAVAILABLE_RETRY_S) },
            );
        }
      },
    },
  ];
}
