import { data, redirect, type RouterContextProvider } from "react-router";
import { pageKeyOf, sitePages } from "~/content/site-pages";
import { swatchViews } from "~/content/swatch-views";
import { isSwatchId, MAX_SWATCHES, type SwatchId } from "~/content/swatches";
import { contentFor } from "~/i18n/content";
import { localeOfPath, localizedPath, type Locale } from "~/i18n/locales";
import { serverUi } from "~/i18n/parts/server";
import { swatchBagUi } from "~/i18n/parts/swatch-bag";
import { clientOf, requireService } from "~/lib/app-context";
import { pathnameOf } from "~/lib/http";
import { HONEYPOT_FIELD } from "~/features/leads/limits";
import type { SwatchBagItem } from "./bag-page";
import type { SwatchMailAnswer } from "./mail-form";
import { swatchServiceContext, type SwatchService } from "./service";

/**
 * The swatch bag's page (/swatches, issue 36): its loader reads the bag from the visitor's cookie; its action adds a
 * swatch (the style and product pages' buttons post here), removes one, or mails the bag — natively and from the
 * mailing form's island alike (decision 0014). Thin calls into the swatch service the server registered.
 */
type Context = Readonly<RouterContextProvider>;

const MAX_VALUE = 5000;

function serviceOf(context: Context): SwatchService {
  return requireService(context, swatchServiceContext, "Swatches are not available");
}

const localeOf = (request: Request): Locale => localeOfPath(pathnameOf(request));
const bagPath = (locale: Locale) => localizedPath("/swatches", locale);

/** Every field of the posted form, one value each (a form of this page repeats none). */
async function formValues(request: Request): Promise<Record<string, string> | null> {
  try {
    const values: Record<string, string> = {};
    for (const [key, value] of await request.formData()) {
      if (typeof value === "string") values[key] = value.slice(0, MAX_VALUE);
    }
    return values;
  } catch {
    return null;
  }
}

export async function bagPageData(request: Request, context: Context) {
  const service = serviceOf(context);
  const locale = localeOf(request);
  const ids = service.bagOf(request.headers.get("Cookie"));
  const search = new URL(request.url).searchParams;
  const bag: SwatchBagItem[] = swatchViews(ids, locale).map((swatch) => ({
    id: swatch.id,
    name: swatch.name,
    color: swatch.color,
    opacityLabel: swatch.opacityLabel,
    styleName: swatch.styleName,
    stylePath: localizedPath(swatch.style, locale),
  }));
  return {
    heading: contentFor(locale).pages["/swatches"].name,
    bag,
    max: MAX_SWATCHES,
    /** What the last change did, as the redirect after it says. */
    full: search.get("full") === "1" ? contentFor(locale).swatches.full : null,
    ordered: search.get("ordered") === "1",
  };
}

/**
 * Where "back to the page" may lead: a public page of this site (the one whose button was pressed), in any of its
 * languages. Anything else — another site, an unknown path, the back office — goes to the bag instead.
 */
function safeBack(back: string | undefined, locale: Locale): string {
  if (!back || !back.startsWith("/") || back.startsWith("//")) return bagPath(locale);
  const key = pageKeyOf(back);
  if (!key || sitePages[key]?.kind === "admin") return bagPath(locale);
  return back;
}

/** A post/redirect/get that also sets the bag. */
function withBag(location: string, cookie: string) {
  return redirect(location, { status: 303, headers: { "Set-Cookie": cookie } });
}

export async function handleBagPost(request: Request, context: Context) {
  const service = serviceOf(context);
  const locale = localeOf(request);
  const values = await formValues(request);
  const bag = service.bagOf(request.headers.get("Cookie"));
  const answers = swatchBagUi[locale].swatchBag.answers;
  if (!values)
    return data<SwatchMailAnswer>(
      { message: serverUi[locale].bookingAnswers.invalid, fields: {}, values: {} },
      { status: 400 },
    );

  switch (values.intent) {
    case "add":
      return add(service, bag, values, locale);
    case "remove": {
      const kept = bag.filter((id) => id !== values.swatch);
      return withBag(bagPath(locale), service.bagCookie(kept));
    }
    case "mail":
      return mail(service, bag, values, locale, clientOf(context));
    default:
      return data<SwatchMailAnswer>({ message: answers.unknownAction, fields: {}, values: {} }, { status: 400 });
  }
}

/** Adds a swatch and goes back to its card on the page it was added from (`#swatch-<id>` shows it was added). */
function add(service: SwatchService, bag: SwatchId[], values: Record<string, string>, locale: Locale) {
  const id = values.swatch ?? "";
  if (!isSwatchId(id)) {
    const message = swatchBagUi[locale].swatchBag.answers.unknownSwatch;
    return data<SwatchMailAnswer>({ message, fields: {}, values: {} }, { status: 400 });
  }
  const back = `${safeBack(values.back, locale)}#swatch-${id}`;
  if (bag.includes(id)) return redirect(back, { status: 303 });
  if (bag.length >= MAX_SWATCHES) return redirect(`${bagPath(locale)}?full=1`, { status: 303 });
  return withBag(back, service.bagCookie([...bag, id]));
}

/** Mails the bag: the order's fields from the form, its swatches from the bag; the bag is emptied once ordered. */
async function mail(
  service: SwatchService,
  bag: SwatchId[],
  values: Record<string, string>,
  locale: Locale,
  client: { ip: string; userAgent?: string },
) {
  const answers = swatchBagUi[locale].swatchBag.answers;
  const { intent: _intent, ...fields } = values;
  // The order is in the page's language, whatever the form carried; its swatches are the bag's.
  const result = await service.order({ ...fields, swatches: bag, locale }, client);
  const { [HONEYPOT_FIELD]: _bot, ...kept } = fields;
  const refuse = (status: number, message: string, fieldErrors: Record<string, string> = {}, headers = {}) =>
    data<SwatchMailAnswer>({ message, fields: fieldErrors, values: kept }, { status, headers });
  switch (result.status) {
    case "created":
    case "ignored":
      // A bot must not learn that its post was dropped: it is shown what a customer is.
      return withBag(`${bagPath(locale)}?ordered=1`, service.bagCookie([]));
    case "invalid": {
      if (result.fields.swatches) return refuse(400, answers.emptyBag, result.fields);
      return refuse(400, serverUi[locale].bookingAnswers.invalid, result.fields);
    }
    case "recently_sent":
      return refuse(409, answers.recentlySent);
    case "rate_limited":
      return refuse(
        429,
        serverUi[locale].bookingAnswers.rateLimited,
        {},
        {
          "Retry-After": String(result.retryAfterSeconds),
        },
      );
    case "unavailable":
      return refuse(503, answers.unavailable, {}, { "Retry-After": "30" });
  }
}
