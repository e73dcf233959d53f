import { swatchServiceContext, type SwatchService } from "../../app/features/swatches/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { createSubmissionGuard } from "../leads/guard.ts";
import { registerKindMails } from "../leads/mails.ts";
import { swatchesKind } from "./kind.ts";
import { swatchRoutes } from "./routes.ts";
import { createSwatchService } from "./service.ts";

/** Free swatches (issue 36): the bag, mailed orders and their fulfilment, their e-mails and their API. */
export async function swatchesFeature(core: Core): Promise<Feature> {
  registerKindMails(core, swatchesKind);
  const service = swatchServiceOf(core);
  return {
    name: "swatches",
    api: swatchRoutes(service),
    provides: [provide(swatchServiceContext, service)],
  };
}

/** The server's one swatch service: the /swatches page and API, /book (a bag brought along) and the back office. */
const services = new WeakMap<Core, SwatchService>();
export function swatchServiceOf(core: Core): SwatchService {
  let service = services.get(core);
  if (!service) {
    const { env, db } = core;
    service = createSwatchService({
      db,
      signer: core.signer,
      guard: createSubmissionGuard({
        db: db.kysely,
        rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_S },
      }),
      secureCookies: new URL(env.SITE_URL).protocol === "https:",
      onQueued: core.nudge,
      crm: Boolean(env.LEADS_WEBHOOK_URL),
    });
    services.set(core, service);
  }
  return service;
}
