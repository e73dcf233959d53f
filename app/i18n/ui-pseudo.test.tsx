/**
 * The pseudo-locale test of the forms: every form and page of app/features/{contact,quote,
 * booking,newsletter,map} rendered with each message of the catalogue wrapped in ⟦…⟧, in its
 * states (every field's message, the notices). Whatever visible text is left outside the
 * brackets must be a fact, not a sentence: the business's name, phone numbers and e-mail, the
 * visitor's own input, numbers and prices, dates and times written by Intl, and the product
 * names of the business's lists (app/features/quote/options.ts, not in the catalogue yet).
 * A word found anywhere else was written in a component instead of the catalogue.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { BookingForm } from "~/features/booking/booking-form";
import { BookingIntro } from "~/features/booking/booking-intro";
import { BookingPanel } from "~/features/booking/booking-panel";
import { pickerFrom, scriptedPicker, type Picker } from "~/features/booking/days";
import { dateLabel, timeLabel } from "~/features/booking/format";
import { ManageView } from "~/features/booking/manage-view";
import type { BookingView } from "~/features/booking/service";
import { ContactSection } from "~/features/contact/contact-section";
import type { LeadActionData } from "~/features/forms/lead-action-data";
import { COLORS, PRODUCT_MATERIALS, PRODUCT_MODELS } from "~/features/quote/options";
import { fallbackAddress } from "~/features/map/geocoder";
import type { LinkPageState, NewsletterLink } from "~/features/newsletter/link-service";
import { NewsletterLinkView } from "~/features/newsletter/link-view";
import { NewsletterPage } from "~/features/newsletter/newsletter-page";
import { describeEstimate, estimate } from "~/features/quote/estimate";
import { photoMessages } from "~/features/quote/photo-limits";
import { QuotePage } from "~/features/quote/quote-page";
import { SendingOverlay } from "~/features/quote/sending-overlay";
import { SwatchBagPage } from "~/features/swatches/bag-page";
import { estimateRows } from "~/features/quote/windows-list";
import { pseudo } from "./catalogue";
import { format } from "./format";
import { renderMessage } from "./message-key";
import { I18nProvider } from "./i18n-context";
import { uiCatalogues } from "./ui";

const messages = pseudo(uiCatalogues.en);

/** The business's facts, shown as they are in every language. */
const BUSINESS_FACTS = [business.name, business.email, ...business.phones.map((phone) => phone.display)];

/** The product names of the business's lists: option values the server checks (app/features/quote/options.ts). */
const OPTION_VALUES = new Set<string>([
  ...Object.values(PRODUCT_MODELS).flat(),
  ...Object.values(PRODUCT_MATERIALS).flat(),
  ...COLORS,
]);

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!);

/**
 * The words of the page's visible text (text and the attributes people read or hear) that are
 * outside every ⟦message⟧ and are not among `facts`.
 */
function wordsOutsideMessages(html: string, facts: readonly string[] = []): string[] {
  let markup = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
  markup = markup.replace(/<option\b[^>]*>([^<]*)<\/option>/g, (whole, text: string) =>
    OPTION_VALUES.has(decode(text)) ? "" : whole,
  );
  const attributes = [...markup.matchAll(/\s(?:placeholder|aria-label|alt|title|label)="([^"]*)"/g)].map((m) => m[1]);
  let text = decode([...attributes, markup.replace(/<[^>]*>/g, " ")].join(" "));
  // A message may hold another as a placeholder's value: take them out innermost first.
  let before: string;
  do {
    before = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, " ");
  } while (text !== before);
  for (const fact of [...BUSINESS_FACTS, ...facts]) text = text.split(fact).join(" ");
  return text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
}

/** `element` inside the pseudo-locale and a router; `actionData` is the answer of the page's last post. */
function render(element: ReactNode, actionData?: unknown): string {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/page",
      Component: () => (
        <I18nProvider locale="en" messages={messages}>
          {element}
        </I18nProvider>
      ),
    },
  ]);
  const hydrationData = actionData === undefined ? undefined : { actionData: { page: actionData } };
  return renderToString(<Stub initialEntries={["/page"]} hydrationData={hydrationData} />);
}

/** A server message as the page receives it: wrapped, since the server's texts are not this test's. */
const SERVER = "⟦a message from the server⟧";
const fieldErrors = (...names: string[]) => Object.fromEntries(names.map((name) => [name, SERVER]));

const VISITOR = { user_name: "Dana Test", user_email: "dana@example.com", user_phone: "+1 555 123 4567" };
const VISITOR_FACTS = [VISITOR.user_name, VISITOR.user_email, VISITOR.user_phone, "1 Main St, Springfield"];

const TIME_ZONE = "America/New_York";
const picker: Picker = pickerFrom(
  {
    timeZone: TIME_ZONE,
    slotMinutes: 60,
    slots: [
      { start: "2026-12-02T14:00:00Z", end: "2026-12-02T15:00:00Z", remaining: 2 },
      { start: "2026-12-02T15:00:00Z", end: "2026-12-02T16:00:00Z", remaining: 1 },
      { start: "2026-12-03T14:00:00Z", end: "2026-12-03T15:00:00Z", remaining: 1 },
    ],
  },
  "2026-12-01",
);
/** The picker's dates and times: written by Intl on the server. */
const PICKER_FACTS = [
  picker.zoneName,
  ...picker.days.flatMap((day) => [day.label, day.heading, ...day.times.map((time) => time.label)]),
];

const leadAnswer = (answer: Omit<LeadActionData, "values"> & { values?: Record<string, string> }): LeadActionData => ({
  values: {},
  ...answer,
});

describe("the forms in the pseudo-locale: every visible word comes from the catalogue", () => {
  it("the contact section, its form with every field's message and the failed notice, and the booking invitation", () => {
    const answer = leadAnswer({
      kind: "contact",
      outcome: "invalid",
      fields: fieldErrors("user_name", "user_email", "user_phone", "location_address", "message"),
      values: { ...VISITOR, location_address: "1 Main St, Springfield", message: "⟦typed by the visitor⟧" },
    });
    const html = render(<ContactSection headingLevel={1} lead={<BookingPanel />} answer={answer} />);
    expect(html).toContain(messages.contact.failed);
    expect(html).toContain(messages.map.searchPlaceholder);
    expect(wordsOutsideMessages(html, VISITOR_FACTS)).toEqual([]);
  });

  it("the contact form's success notice", () => {
    const html = render(<ContactSection answer={leadAnswer({ kind: "contact", outcome: "sent", fields: {} })} />);
    expect(html).toContain(messages.contact.sent);
    expect(wordsOutsideMessages(html)).toEqual([]);
  });

  it("the quote page and form with every field's message, a window's estimate and the failed notice", () => {
    const answer = leadAnswer({
      kind: "quote",
      outcome: "invalid",
      fields: fieldErrors(
        ...[
          ...["user_name", "user_email", "user_phone", "product_type", "product_model", "custom_product_model"],
          ...["quantity", "window_dimensions", "preferred_color", "preferred_material", "installation_required"],
          ...["message", "photos", "windows.0.width_in", "windows.0.height_in", "windows.0.mount"],
          "windows.0.quantity",
        ],
      ),
      values: {
        ...VISITOR,
        product_type: "blinds",
        product_model: "Standard Horizontal Blinds",
        preferred_material: "Wood",
        installation_required: "yes",
        "window_room.0": "Kitchen",
        "window_width_in.0": "36 3/8",
        "window_height_in.0": "48",
        "window_mount.0": "outside",
        "window_quantity.0": "2",
      },
    });
    const html = render(<QuotePage answer={answer} />);
    expect(html).toContain(messages.quote.failed);
    expect(html).toMatch(/⟦⟦Estimated \$[\d,]+ – \$[\d,]+ for ⟦2 windows⟧, installation included⟧\.⟧/);
    expect(wordsOutsideMessages(html, VISITOR_FACTS)).toEqual([]);
  });

  it("the quote form's estimate before a product is chosen, and for a size the model is not made in", () => {
    const windowValues = { "window_width_in.0": "500", "window_height_in.0": "48" };
    const noProduct = render(
      <QuotePage answer={leadAnswer({ kind: "quote", outcome: "failed", fields: {}, values: windowValues })} />,
    );
    expect(noProduct).toContain(messages.estimate.chooseProduct);
    expect(wordsOutsideMessages(noProduct)).toEqual([]);

    const tooWide = render(
      <QuotePage
        answer={leadAnswer({
          kind: "quote",
          outcome: "failed",
          fields: {},
          values: { ...windowValues, product_type: "shades", product_model: "Roller Shades" },
        })}
      />,
    );
    expect(tooWide).toMatch(/⟦Sizes for this model: 12–120 in wide, 12–144 in high\.⟧/);
    expect(wordsOutsideMessages(tooWide)).toEqual([]);
  });

  it("the quote form's success notice and its sending overlay with the photos' progress", () => {
    const html = render(<QuotePage answer={leadAnswer({ kind: "quote", outcome: "sent", fields: {} })} />);
    expect(html).toContain(messages.quote.sent);
    expect(wordsOutsideMessages(html)).toEqual([]);
    const overlay = render(<SendingOverlay progress={0.5} />);
    expect(overlay).toContain("⟦50 %⟧");
    expect(wordsOutsideMessages(overlay)).toEqual([]);
  });

  it("the quote form's checks as the visitor types, and the estimate's own checks", () => {
    const rows = [
      { key: 1, room: "Kitchen", width: "wide", height: "tall", mount: "inside", quantity: "1" },
      { key: 2, room: "Office", width: "500", height: "48", mount: "inside", quantity: "99" },
    ];
    const product = {
      type: "blinds",
      model: "Standard Horizontal Blinds",
      material: "Wood",
      installation: "no",
    } as const;
    const live = estimateRows(rows, product, messages, "en");
    expect(Object.values(live.errors)).toEqual([
      messages.windows.widthInvalid,
      messages.windows.heightInvalid,
      expect.stringMatching(/^⟦Width must be between 12 and 96 inches for ⟦Blinds⟧⟧$/),
      expect.stringMatching(/^⟦How many: a whole number from 1 to 20⟧$/),
    ]);
    const many = estimate({
      ...product,
      product_type: "blinds",
      product_model: product.model,
      preferred_material: "Wood",
      installation_required: "no",
      windows: Array.from({ length: 21 }, () => ({
        width_in: 36,
        height_in: 48,
        quantity: 1,
        mount: "inside" as const,
      })),
    });
    const manyTexts = many.ok ? [] : Object.values(many.fields).map((m) => renderMessage(m, messages, "en"));
    expect(manyTexts).toContain("⟦Please list at most 20 windows⟧");
    const range = describeEstimate({ low: 1240, high: 1520, windows: 1, installation: false }, "en", messages);
    expect(range).toBe("⟦Estimated $1,240 – $1,520 for ⟦1 window⟧, installation not included⟧");
  });

  it("the photo field's checks", () => {
    const refusals = photoMessages(messages, "en");
    const texts = [refusals.count, refusals.total, refusals.tooLarge("kitchen.jpg"), refusals.notAPhoto("notes.txt")];
    for (const text of texts) expect(wordsOutsideMessages(text, ["kitchen.jpg", "notes.txt"])).toEqual([]);
  });

  it("the booking page and form with every field's message, the outside-area note and the server's notice", () => {
    const answer = {
      message: SERVER,
      fields: fieldErrors("start", "user_name", "user_email", "user_phone", "address", "rooms", "message"),
      values: { ...VISITOR, address: "1 Main St, Springfield", location_lat: "40.7", location_lng: "-74", rooms: "3" },
    };
    const area = { center: { lat: 34.0522, lng: -118.2437 }, radiusMiles: 40 };
    const html = render(
      <>
        <BookingIntro />
        <BookingForm picker={scriptedPicker(picker)} allDays={picker.days} serviceArea={area} answer={answer} />
      </>,
    );
    expect(html).toContain(messages.visit.outsideArea);
    expect(html).toContain(messages.slots.noTimes);
    expect(wordsOutsideMessages(html, [...VISITOR_FACTS, ...PICKER_FACTS])).toEqual([]);
  });

  it("the booking form with the swatches of the visitor's bag to bring, one unticked after a refusal", () => {
    const bag = [
      { id: "mini-cream", name: "⟦Cream⟧", color: "#EDE3CC", styleName: "⟦Mini Blinds⟧" },
      { id: "roller-arctic-white", name: "⟦Arctic White⟧", color: "#F5F4EF", styleName: "⟦Roller Shades⟧" },
    ];
    const answer = { message: SERVER, fields: fieldErrors("swatches"), values: {}, swatches: ["mini-cream"] };
    const area = { center: { lat: 34.0522, lng: -118.2437 }, radiusMiles: 40 };
    const html = render(<BookingForm picker={scriptedPicker(picker)} serviceArea={area} bag={bag} answer={answer} />);
    expect(html).toContain(messages.booking.swatchesLegend);
    expect(html).toMatch(/checked="" value="mini-cream"/);
    expect(html).toMatch(/name="swatches" value="roller-arctic-white"/);
    expect(wordsOutsideMessages(html, PICKER_FACTS)).toEqual([]);
  });

  it("the swatch bag's page: its swatches, the mailing form with every field's message, and what an order says", () => {
    const bag = [
      {
        id: "roller-arctic-white",
        name: "⟦Arctic White⟧",
        color: "#F5F4EF",
        opacityLabel: "⟦Light-filtering⟧",
        styleName: "⟦Roller Shades⟧",
        stylePath: "/collections/shades/roller",
      },
    ];
    const answer = {
      message: SERVER,
      fields: fieldErrors("user_name", "user_email", "address_line1", "address_line2", "city", "state", "zip"),
      values: { ...VISITOR, address_line1: "1 Main St, Springfield", city: "Springfield", state: "IL", zip: "62701" },
    };
    const page = (props: Partial<Parameters<typeof SwatchBagPage>[0]>) =>
      render(
        <SwatchBagPage heading="⟦Your Free Swatches⟧" bag={bag} max={10} full={null} ordered={false} {...props} />,
      );
    const refused = page({ answer });
    expect(refused).toContain(messages.swatchBag.form.submit);
    expect(refused).toContain(messages.swatchBag.bringAction);
    expect(wordsOutsideMessages(refused, [...VISITOR_FACTS, "Springfield", "IL"])).toEqual([]);
    const ordered = page({ bag: [], ordered: true, full: "⟦Your bag is full⟧" });
    expect(ordered).toContain(messages.swatchBag.orderedHeading);
    expect(ordered).toContain(messages.swatchBag.empty);
    expect(wordsOutsideMessages(ordered)).toEqual([]);
  });

  it("the booking form when no time is free", () => {
    const empty = pickerFrom({ timeZone: TIME_ZONE, slotMinutes: 60, slots: [] }, "2026-12-01");
    const html = render(
      <BookingForm picker={scriptedPicker(empty)} serviceArea={{ center: { lat: 0, lng: 0 }, radiusMiles: 1 }} />,
    );
    expect(html).toContain(messages.booking.noTimesLink);
    expect(wordsOutsideMessages(html)).toEqual([]);
  });

  describe("a booking's own page", () => {
    const start = "2026-12-02T14:00:00Z";
    const booking: BookingView = {
      id: "b1",
      status: "confirmed",
      start,
      end: "2026-12-02T15:00:00Z",
      timeZone: TIME_ZONE,
      ...VISITOR,
      address: "1 Main St, Springfield",
      rooms: 3,
      message: "",
      outsideServiceArea: true,
      manageUrl: "/book/manage/token",
      calendarUrl: "/api/bookings/manage/token/calendar.ics",
    };
    // Made by the page's loader on the server, from the catalogue and Intl.
    const when = format(messages.visit.when, { date: dateLabel(start, TIME_ZONE), time: timeLabel(start, TIME_ZONE) });
    const facts = [...VISITOR_FACTS, ...PICKER_FACTS];

    it("just booked, with a refused move", () => {
      const answer = { intent: "reschedule" as const, message: SERVER, fields: fieldErrors("start"), values: {} };
      const html = render(
        <ManageView
          booking={booking}
          when={when}
          picker={scriptedPicker(picker)}
          allDays={picker.days}
          news="booked"
          answer={answer}
        />,
      );
      expect(html).toContain(messages.manage.booked);
      expect(html).toContain(messages.manage.manageLink);
      expect(wordsOutsideMessages(html, facts)).toEqual([]);
    });

    it("moved, and with no news", () => {
      for (const news of ["moved", null] as const) {
        const html = render(<ManageView booking={booking} when={when} picker={scriptedPicker(picker)} news={news} />);
        expect(wordsOutsideMessages(html, facts)).toEqual([]);
      }
    });

    it("cancelled", () => {
      const cancelled = { ...booking, status: "cancelled" as const };
      const html = render(<ManageView booking={cancelled} when={when} picker={null} news="cancelled" />);
      expect(html).toContain(messages.manage.cancelledHeading);
      expect(wordsOutsideMessages(html, facts)).toEqual([]);
    });
  });

  it("the newsletter page and its form in each state: refused address, failed, no answer at all, subscribed", () => {
    const answers: LeadActionData[] = [
      leadAnswer({ kind: "newsletter", outcome: "invalid", fields: { email: SERVER }, values: { email: "x" } }),
      leadAnswer({ kind: "newsletter", outcome: "failed", fields: {} }),
      leadAnswer({ kind: "newsletter", outcome: "failed", fields: {}, error: "" }),
      leadAnswer({ kind: "newsletter", outcome: "sent", fields: {} }),
    ];
    const shown = [
      messages.newsletter.invalid,
      messages.newsletter.failed,
      messages.newsletter.unknown,
      messages.newsletter.sent,
    ];
    answers.forEach((answer, i) => {
      const html = render(<NewsletterPage />, answer);
      expect(html).toContain(shown[i]);
      expect(wordsOutsideMessages(html)).toEqual([]);
    });
  });

  it("the pages of the newsletter's links in each state", () => {
    const email = "reader@example.com";
    const states: LinkPageState[] = [
      { step: "ask", email, token: "t" },
      { step: "done", email },
      { step: "gone", email },
      { step: "invalid" },
      { step: "try-later" },
    ];
    for (const link of ["confirm", "unsubscribe"] satisfies NewsletterLink[]) {
      for (const state of states) {
        const html = render(<NewsletterLinkView link={link} state={state} />);
        expect(wordsOutsideMessages(html, [email]), `${link} ${state.step}`).toEqual([]);
      }
    }
  });

  it("the map's address for a place the geocoder cannot name", () => {
    expect(fallbackAddress(34.0522, -118.2437, true, messages.map)).toBe(
      "⟦Selected Location (34.052200, -118.243700)⟧",
    );
    expect(fallbackAddress(34.0522, -118.2437, false, messages.map)).toBe("⟦Selected Location⟧");
  });

  it("finds a word written outside the catalogue", () => {
    expect(wordsOutsideMessages("<p>⟦Send⟧ now</p>")).toEqual(["now"]);
    expect(wordsOutsideMessages('<input placeholder="Name">')).toEqual(["Name"]);
  });
});
