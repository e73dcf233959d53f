import { data, redirect, type RouterContextProvider } from "react-router";
import { localeOfPath, localizedPath } from "~/i18n/locales";
import { clientOf, requireService } from "~/lib/app-context";
import { notFound, pathnameOf } from "~/lib/http";
import { afterSaleCustomerContext, type AfterSaleCustomer } from "./after-sale";

/**
 * The private feedback form after an installation, /proposal/<token>/feedback (and /es/…; issue 34, item 4): its
 * loader and the action its form posts to natively. Reached by the order's secret link, like the order's page:
 * never stored or indexed (the route's headers are the proposal page's).
 */
type Context = Readonly<RouterContextProvider>;

export type FeedbackActionData = {
  error: "invalid" | "failed";
  fields: Record<string, string>;
  values: { stars: string; comment: string };
};

const MAX_VALUE = 4000;

function serviceOf(context: Context): AfterSaleCustomer {
  return requireService(context, afterSaleCustomerContext, "Orders are not available");
}

export async function feedbackPageData(token: string, request: Request, context: Context) {
  const locale = localeOfPath(pathnameOf(request));
  const page = await serviceOf(context).feedbackPage(token, locale);
  if (!page) throw notFound();
  return {
    page,
    path: localizedPath(`/proposal/${token}/feedback`, locale),
    locale,
    thanks: new URL(request.url).searchParams.get("thanks") === "1",
  };
}

export async function handleFeedbackPost(token: string, request: Request, context: Context) {
  const path = pathnameOf(request);
  const values: Record<string, string> = {};
  try {
    for (const [key, value] of await request.formData()) {
      if (typeof value === "string") values[key] = value.slice(0, MAX_VALUE);
    }
  } catch {
    // An unreadable body is an empty form: the schema says what is missing.
  }
  // Messages in the page's language, whatever the form posted.
  values.locale = localeOfPath(path);
  const result = await serviceOf(context).giveFeedback(token, values, clientOf(context));
  const kept = { stars: values.stars ?? "", comment: values.comment ?? "" };
  switch (result.status) {
    case "saved":
      return redirect(`${path}?thanks=1`, { status: 303 });
    case "not_found":
      throw notFound();
    case "invalid":
      return data<FeedbackActionData>({ error: "invalid", fields: result.fields, values: kept }, { status: 400 });
    case "unavailable":
      return data<FeedbackActionData>(
        { error: "failed", fields: {}, values: kept },
        { status: 503, headers: { "Retry-After": "30" } },
      );
  }
}
