import type { Response } from "express";
import type {
  AcceptResult,
  DeclineResult,
  DepositResult,
  ProposalPages,
} from "../../app/features/proposals/service.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale } from "../../app/i18n/locales.ts";
import { proposalUi } from "../../app/i18n/parts/proposal.ts";
import type { ApiContext, ApiRoute } from "../feature.ts";
import { formBody, refuseJson, sendJson } from "../http/json.ts";
import { logger } from "../logger.ts";
import { takeStripeEvent } from "./payments.ts";
import { readStripeEvent } from "./stripe-event.ts";
import type { ProposalDeps } from "./settings.ts";
import { proposalPdf } from "./pdf.ts";
import { proposalByToken } from "./store.ts";

/**
 * The proposal's HTTP contract (issue 33; docs/api.md): accept, decline and pay the deposit by the customer's token,
 * the Stripe webhook, and the PDF. Thin: each answer is the service's result in the contract's shape.
 */
const tokenOf = (ctx: ApiContext) => String(ctx.req.params.token ?? "");
const NOT_FOUND = "There is no proposal at this link.";
const UNAVAILABLE_RETRY_S = 30;

function unavailable(res: Response) {
  sendJson(
    res,
    503,
    { ok: false, error: "unavailable", message: "Nothing was recorded. Please try again shortly." },
    { "Retry-After": String(UNAVAILABLE_RETRY_S) },
  );
}

function acceptAnswer(res: Response, result: AcceptResult) {
  switch (result.status) {
    case "accepted":
      return sendJson(res, 200, {
        ok: true,
        version: result.version,
        acceptedAt: result.acceptedAt,
        sha256: result.sha256,
      });
    case "invalid":
      return sendJson(res, 400, { ok: false, error: "invalid", fields: result.fields });
    case "not_found":
      return refuseJson(res, 404, "not_found", NOT_FOUND);
    case "superseded":
      return sendJson(res, 409, {
        ok: false,
        error: "superseded",
        message: "This version is no longer the latest: reload the proposal and review the new version.",
      });
    case "expired":
      return sendJson(res, 410, {
        ok: false,
        error: "expired",
        message: "This proposal has expired. Contact us and we will prepare an updated one.",
      });
    case "unavailable":
      return unavailable(res);
  }
}

function declineAnswer(res: Response, result: DeclineResult) {
  switch (result.status) {
    case "declined":
      return sendJson(res, 200, { ok: true, declinedAt: result.declinedAt });
    case "invalid":
      return sendJson(res, 400, { ok: false, error: "invalid", fields: result.fields });
    case "not_found":
      return refuseJson(res, 404, "not_found", NOT_FOUND);
    case "accepted":
      return refuseJson(res, 409, "accepted", "This proposal is accepted and can no longer be declined.");
    case "unavailable":
      return unavailable(res);
  }
}

function depositAnswer(res: Response, result: DepositResult) {
  switch (result.status) {
    case "checkout":
      return res.status(303).set({ Location: result.url, "Cache-Control": "no-store" }).end();
    case "not_found":
      return refuseJson(res, 404, "not_found", NOT_FOUND);
    case "not_accepted":
      return refuseJson(res, 409, "not_accepted", "The deposit is paid once the proposal is accepted.");
    case "already_paid":
      return refuseJson(res, 409, "already_paid", "The deposit is already paid. Thank you.");
    case "not_configured":
      return refuseJson(
        res,
        503,
        "payments_unavailable",
        "Card payments are not set up. Pay the deposit by check, or by card at the visit; call us to arrange it.",
      );
    case "unavailable":
      return unavailable(res);
  }
}

export function proposalRoutes(pages: ProposalPages, deps: ProposalDeps): ApiRoute[] {
  return [
    {
      path: "/api/proposals/:token/accept",
      methods: ["POST"],
      async handle(ctx) {
        const body = formBody(ctx.req, ctx.res);
        if (body) acceptAnswer(ctx.res, await pages.accept(tokenOf(ctx), body, ctx.client));
      },
    },
    {
      path: "/api/proposals/:token/decline",
      methods: ["POST"],
      async handle(ctx) {
        // The reason is optional: an empty post declines too.
        const body =
          ctx.req.headers["content-length"] === "0" || !ctx.req.headers["content-type"]
            ? {}
            : formBody(ctx.req, ctx.res);
        if (body) declineAnswer(ctx.res, await pages.decline(tokenOf(ctx), body, ctx.client));
      },
    },
    {
      path: "/api/proposals/:token/deposit",
      methods: ["POST"],
      async handle(ctx) {
        depositAnswer(ctx.res, await pages.deposit(tokenOf(ctx)));
      },
    },
    {
      path: "/api/payments/stripe",
      methods: ["POST"],
      rawBody: true,
      bodyLimit: 256 * 1024,
      async handle(ctx) {
        const stripe = deps.stripe;
        const raw = await new globalThis.Response(ctx.bodyStream()).text();
        if (!stripe) return refuseJson(ctx.res, 503, "not_configured", "Stripe payments are not configured here.");
        const signature = ctx.req.headers["stripe-signature"];
        if (typeof signature !== "string" || signature === "") {
          return refuseJson(ctx.res, 400, "missing_signature", "The Stripe-Signature header is missing.");
        }
        let event;
        try {
          event = stripe.verify(raw, signature, (deps.now ?? Date.now)());
        } catch (error) {
          logger.warn("stripe webhook refused", { error: String((error as Error).message).slice(0, 200) });
          return refuseJson(ctx.res, 400, "invalid_signature", "The signature does not match, or is too old.");
        }
        const deposit = readStripeEvent(event);
        if (!deposit) {
          logger.warn("stripe webhook event malformed", { type: String(event.type).slice(0, 100) });
          return refuseJson(ctx.res, 400, "malformed_event", "The event does not have the shape Stripe documents.");
        }
        const outcome = await takeStripeEvent(deps, deposit);
        sendJson(ctx.res, 200, { received: true, outcome });
      },
    },
    {
      path: "/proposal/:token/pdf",
      methods: ["GET"],
      async handle(ctx) {
        const proposal = await proposalByToken(deps.db.kysely, tokenOf(ctx));
        const locale = proposal && isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE;
        const view = proposal ? await pages.view(proposal.token, locale) : null;
        // An unknown or altered token is the site's 404 page, like the proposal's own page.
        if (!view) return ctx.toPages();
        const pdf = await proposalPdf(view.document);
        const fileName = format(proposalUi[locale].proposal.pdf.fileName, { number: view.document.number }, locale);
        ctx.res
          .status(200)
          .set({
            "Content-Type": "application/pdf",
            "Content-Disposition": `attachment; filename="${fileName}"`,
            "Cache-Control": "no-store",
            "X-Robots-Tag": "noindex, nofollow",
          })
          .send(Buffer.from(pdf));
      },
    },
  ];
}
