import { data, redirect, type HeadersArgs, type RouterContextProvider } from "react-router";
import { localeOfPath, localizedPath } from "~/i18n/locales";
import { clientOf, requireService } from "~/lib/app-context";
import { notFound, pathnameOf, withActionHeaders } from "~/lib/http";
import { afterSaleCustomerContext, type BalanceResult } from "../orders/after-sale";
import { proposalPagesContext, type DepositResult, type ProposalPages } from "./service";
import {
  handleInstallationPost,
  installationPageData,
  isInstallationIntent,
} from "~/features/installations/page.server";

/**
 * The customer's proposal page, /proposal/<token> (and /es/…): its loader and the action its forms post to without
 * scripts (accept, decline, pay the deposit). The site script posts accept and decline to the JSON API instead
 * (/api/proposals/<token>/…); both reach the same service (server/proposals/customer.ts).
 */
type Context = Readonly<RouterContextProvider>;

const MAX_VALUE = 2000;
const NEWS = ["accepted", "declined"] as const;
const DEPOSIT_NEWS = ["thanks", "cancelled"] as const;

export type ProposalIntent = "accept" | "decline" | "deposit" | "balance";

/** What a refused native post shows: which form, its error (a catalogue key of `proposal.errors`), fields kept. */
export type ProposalActionData = {
  intent: ProposalIntent;
  error: "superseded" | "expired" | "invalid" | "failed" | "accepted" | "unavailable";
  fields: Record<string, string>;
  values: Record<string, string>;
};

function serviceOf(context: Context): ProposalPages {
  return requireService(context, proposalPagesContext, "Proposals are not available");
}

export async function proposalPageData(token: string, request: Request, context: Context) {
  const locale = localeOfPath(pathnameOf(request));
  const view = await serviceOf(context).view(token, locale);
  if (!view) throw notFound();
  const search = new URL(request.url).searchParams;
  return {
    view,
    path: localizedPath(`/proposal/${token}`, locale),
    apiBase: `/api/proposals/${token}`,
    news: NEWS.find((n) => search.get(n) === "1") ?? null,
    depositNews: DEPOSIT_NEWS.find((n) => search.get("deposit") === n) ?? null,
    // After the installation (issue 34): the balance, the feedback form's link and the referral link.
    afterSale: await requireService(context, afterSaleCustomerContext, "Orders are not available").view(token, locale),
    balanceNews: DEPOSIT_NEWS.find((n) => search.get("balance") === n) ?? null,
    // The installation, once the order's goods have arrived (issue 34 item 2).
    installation: view.order ? await installationPageData(token, request, locale, context) : null,
  };
}

/** Never kept by a browser or a proxy, never indexed: the page is reached by a secret link. */
export function proposalHeaders(args: HeadersArgs): Headers {
  const headers = withActionHeaders(args);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  try {
    for (const [key, value] of await request.formData()) {
      if (typeof value === "string") values[key] = value.slice(0, MAX_VALUE);
    }
  } catch {
    // An unreadable body is an empty form: the schema says what is missing.
  }
  return values;
}

/** A native post of one of the page's forms; success goes back to the page (post/redirect/get). */
export async function handleProposalPost(token: string, request: Request, context: Context) {
  const service = serviceOf(context);
  const path = pathnameOf(request);
  const values = await formValues(request);
  // A refusal's messages in the page's language (/es/proposal/… in Spanish), whatever the form posted.
  values.locale = localeOfPath(path);
  if (isInstallationIntent(values.intent)) {
    return handleInstallationPost(token, path, values, localeOfPath(path), context);
  }
  // A consent's page, without the token (the customer's key is never stored with it).
  const client = { ...clientOf(context), page: path.replace(token, ":token") };
  const refuse = (intent: ProposalIntent, status: number, error: ProposalActionData["error"], fields = {}) => {
    const { signer_name = "", reason = "" } = values;
    return data<ProposalActionData>(
      { intent, error, fields, values: { signer_name, reason } },
      { status, headers: status === 503 ? { "Retry-After": "30" } : {} },
    );
  };
  switch (values.intent) {
    case "accept": {
      const result = await service.accept(token, values, client);
      switch (result.status) {
        case "accepted":
          return redirect(`${path}?accepted=1`, { status: 303 });
        case "invalid":
          return refuse("accept", 400, "invalid", result.fields);
        case "superseded":
          return refuse("accept", 409, "superseded");
        case "expired":
          return refuse("accept", 410, "expired");
        case "not_found":
          throw notFound();
        case "unavailable":
          return refuse("accept", 503, "failed");
      }
      break;
    }
    case "decline": {
      const result = await service.decline(token, values, client);
      switch (result.status) {
        case "declined":
          return redirect(`${path}?declined=1`, { status: 303 });
        case "invalid":
          return refuse("decline", 400, "invalid", result.fields);
        case "accepted":
          return refuse("decline", 409, "accepted");
        case "not_found":
          throw notFound();
        case "unavailable":
          return refuse("decline", 503, "failed");
      }
      break;
    }
    case "deposit":
      return paymentRedirect(await service.deposit(token), path) ?? refuse("deposit", 503, "unavailable");
    case "balance": {
      // The balance of an installed order (issue 34), by the same Checkout path as the deposit.
      const afterSale = requireService(context, afterSaleCustomerContext, "Orders are not available");
      return paymentRedirect(await afterSale.payBalance(token), path) ?? refuse("balance", 503, "unavailable");
    }
  }
  return refuse("accept", 400, "invalid");
}

/**
 * A card payment's native post (the deposit, or the balance; with or without scripts): off to Stripe's page, or back
 * to the page when there is nothing to pay (it shows where the payment stands); null when card payment cannot be made
 * now (the page then says to call).
 */
function paymentRedirect(result: DepositResult | BalanceResult, path: string): Response | null {
  switch (result.status) {
    case "checkout":
      return redirect(result.url, { status: 303 });
    case "not_found":
      throw notFound();
    case "already_paid":
    case "not_accepted":
    case "not_due":
      return redirect(path, { status: 303 });
    case "not_configured":
    case "unavailable":
      return null;
  }
}
