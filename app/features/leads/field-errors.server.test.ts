import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BookingSchema, RescheduleSchema } from "~/features/booking/schema";
import { ContactSchema } from "~/features/contact/schema";
import { NewsletterSchema } from "~/features/newsletter/schema";
import { FeedbackSchema } from "~/features/orders/feedback-schema";
import { PrivacyRequestSchema } from "~/features/privacy/schema";
import { AcceptSchema, DeclineSchema } from "~/features/proposals/schema";
import { EstimateSchema, QuoteSchema } from "~/features/quote/schema";
import { SwatchOrderSchema } from "~/features/swatches/schema";
import { messagesOf } from "~/i18n/catalogue";
import { textAt } from "~/i18n/message-key";
import { uiCatalogues } from "~/i18n/ui";
import { fieldErrors, requestLocale } from "./field-errors.server";
import { leadKinds } from "./kinds";

/**
 * Every schema a visitor's input meets, with bad input of every kind, in Spanish (issue 32): each message must be
 * a key of the catalogue (no English literal, no zod default), and the Spanish answer must hold no English sentence
 * and no raw key. Adding a schema: add it here with a valid sample; a lead kind missing here fails the last test.
 */
const WINDOW = { room: "Kitchen", width_in: "36 3/8", height_in: 48, quantity: 2, mount: "inside" };
const PERSON = { user_name: "Ana Ruiz", user_email: "ana@example.com", user_phone: "(213) 555-0100" };

type Sample = { schema: z.ZodType; valid: Record<string, unknown> };

const SCHEMAS: Record<string, Sample> = {
  contact: {
    schema: ContactSchema,
    valid: {
      ...PERSON,
      message: "Mida tres ventanas.",
      location_address: "123 Main St, Los Angeles, CA",
      location_lat: "34.05",
      location_lng: "-118.24",
    },
  },
  quote: {
    schema: QuoteSchema,
    valid: {
      ...PERSON,
      product_type: "shades",
      product_model: "Roller Shades",
      custom_product_model: "",
      quantity: "2",
      window_dimensions: "",
      preferred_color: "White",
      preferred_material: "Polyester",
      installation_required: "yes",
      message: "",
      windows: [WINDOW],
    },
  },
  estimate: {
    schema: EstimateSchema,
    valid: {
      product_type: "blinds",
      product_model: "Standard Mini Blinds",
      preferred_material: "",
      installation_required: "no",
      windows: [{ width_in: 36, height_in: 48, quantity: 1, mount: "outside" }],
    },
  },
  booking: {
    schema: BookingSchema,
    valid: { ...PERSON, start: "2026-12-01T15:00:00Z", address: "1 Main St", rooms: "3", message: "" },
  },
  reschedule: { schema: RescheduleSchema, valid: { start: "2026-12-01T15:00:00Z" } },
  newsletter: { schema: NewsletterSchema, valid: { email: "ana@example.com" } },
  privacy: {
    schema: PrivacyRequestSchema,
    valid: { email: "ana@example.com", request: "access", note: "También usé ana.ruiz@example.com." },
  },
  swatches: {
    schema: SwatchOrderSchema,
    valid: {
      ...PERSON,
      swatches: ["roller-arctic-white", "mini-cream"],
      address_line1: "350 S Grand Ave",
      address_line2: "",
      city: "Los Angeles",
      state: "CA",
      zip: "90071",
    },
  },
  // A proposal's acceptance and decline (issue 33): the customer's forms, not a lead kind's.
  "proposal accept": { schema: AcceptSchema, valid: { signer_name: "Ana Ruiz", agree: "on", version: "1" } },
  "proposal decline": { schema: DeclineSchema, valid: { reason: "" } },
  // An installed order's private feedback (issue 34).
  "order feedback": { schema: FeedbackSchema, valid: { stars: "4", comment: "Muy bien." } },
};

/** Wrong in every way a field can be: absent, empty, blank, not a value of it, far too long, of another type. */
const BAD_VALUES: unknown[] = [undefined, "", "   ", "zzz", "x".repeat(6000), 0, -1, 1.5, 99999, null, true, [], {}];

/** Bad rows of the quote's windows, and too many of them. */
const BAD_WINDOWS: unknown[] = [
  [{ ...WINDOW, width_in: "wide" }],
  [{ ...WINDOW, height_in: "tall" }],
  [{ ...WINDOW, width_in: 500, height_in: 2 }],
  [{ ...WINDOW, quantity: 0 }],
  [{ ...WINDOW, quantity: 21 }],
  [{ ...WINDOW, quantity: "" }],
  [{ ...WINDOW, quantity: "two" }],
  [{ ...WINDOW, mount: "up" }],
  [{ ...WINDOW, room: "Garage" }],
  Array.from({ length: 21 }, () => WINDOW),
  [],
];

/** Inputs that break one rule of a form beyond a field's own (a model of another type, Other without a name). */
const CROSS_FIELD: Record<string, Record<string, unknown>[]> = {
  quote: [
    { product_model: "Standard Mini Blinds" },
    { preferred_material: "Velvet" },
    { product_model: "Other", custom_product_model: "" },
    { windows: [], quantity: "1001" },
    { windows: [], quantity: "" },
  ],
  booking: [{ rooms: "51" }, { rooms: "0" }, { location_lat: "91" }, { swatches: ["mini-cream", "plaid-pyjamas"] }],
  swatches: [
    { state: "NY" },
    { swatches: ["mini-cream", "mini-cream"] },
    { swatches: Array.from({ length: 11 }, () => "mini-cream") },
    { swatches: ["mini-cream", { id: "mini-cream" }] },
  ],
};

type Case = { name: string; schema: z.ZodType; input: Record<string, unknown> };

function badInputs(): Case[] {
  const cases: Case[] = [];
  for (const [name, { schema, valid }] of Object.entries(SCHEMAS)) {
    const add = (label: string, changes: Record<string, unknown>) =>
      cases.push({ name: `${name} ${label}`, schema, input: { ...valid, ...changes, locale: "es" } });
    add("with nothing filled", Object.fromEntries(Object.keys(valid).map((field) => [field, undefined])));
    for (const field of [...Object.keys(valid), "website"]) {
      for (const value of BAD_VALUES) add(`${field}=${JSON.stringify(value)?.slice(0, 20)}`, { [field]: value });
    }
    if ("windows" in valid) {
      for (const windows of BAD_WINDOWS) add(`windows=${JSON.stringify(windows).slice(0, 60)}`, { windows });
    }
    for (const changes of CROSS_FIELD[name] ?? []) add(JSON.stringify(changes), changes);
    // A language the site does not offer: refused, and the answer is in English.
    for (const locale of ["xx", 5, ["es"]]) {
      cases.push({ name: `${name} locale=${JSON.stringify(locale)}`, schema, input: { ...valid, locale } });
    }
  }
  return cases;
}

/** English texts that read otherwise in Spanish: any of them in a Spanish answer is English left over. */
const spanish = new Map(messagesOf(uiCatalogues.es));
const ENGLISH_ONLY = new Set(
  messagesOf(uiCatalogues.en).flatMap(([key, text]) => (spanish.get(key) === text ? [] : [text])),
);
const LOOKS_LIKE_A_KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/;

describe("every validation message of the forms' schemas", () => {
  for (const { name, schema, valid } of Object.entries(SCHEMAS).map(([n, s]) => ({ name: n, ...s }))) {
    it(`${name}: the valid sample passes (so each bad input below breaks its own rule only)`, () => {
      expect(schema.safeParse({ ...valid, locale: "es" }).error?.issues).toBeUndefined();
    });
  }

  const cases = badInputs();

  it("names a key of the catalogue, for every bad input of every schema", () => {
    const notKeys = cases.flatMap(({ name, schema, input }) => {
      const issues = schema.safeParse(input).error?.issues ?? [];
      return issues
        .filter((issue) => textAt(uiCatalogues.en, issue.message) === undefined)
        .map((issue) => `${name}: ${issue.path.join(".")} says “${issue.message}”`);
    });
    expect(notKeys).toEqual([]);
  });

  it("answers a Spanish submission in Spanish: no English sentence, no raw key, every placeholder filled", () => {
    const wrong: string[] = [];
    let answered = 0;
    for (const { name, schema, input } of cases.filter((c) => requestLocale(c.input) === "es")) {
      const parsed = schema.safeParse(input);
      if (parsed.success) continue;
      answered += 1;
      for (const [field, text] of Object.entries(fieldErrors(parsed.error, requestLocale(input)))) {
        const english = ENGLISH_ONLY.has(text) || /\b(please|must|enter|choose)\b/i.test(text);
        if (english || LOOKS_LIKE_A_KEY.test(text) || /[{}]/.test(text)) wrong.push(`${name}: ${field} “${text}”`);
      }
    }
    expect(wrong).toEqual([]);
    expect(answered).toBeGreaterThan(cases.length / 2);
  });

  it("reaches every message of the validation part but those the services give (the booking calendar's, a number no text can reach)", () => {
    const reached = new Set(
      cases.flatMap(({ schema, input }) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []),
    );
    const unreached = Object.keys(uiCatalogues.en.validation)
      .map((key) => `validation.${key}`)
      // A number's reach by text is read with libphonenumber-js on the server (server/sms/phone.ts), not in a schema.
      .filter(
        (key) => !reached.has(key) && !key.startsWith("validation.slot") && key !== "validation.phoneNotTextable",
      );
    expect(unreached).toEqual([]);
  });

  it("covers the schema of every kind of lead in the registry", () => {
    const covered = new Set(Object.values(SCHEMAS).map((sample) => sample.schema));
    // A text lead is made from Twilio's inbound callback (issue 35): no visitor fills it in, and what its schema
    // refuses is shown to no one (the callback is answered with empty TwiML either way).
    const withoutForm = new Set(["text"]);
    const missing = Object.entries(leadKinds)
      .filter(([name]) => !withoutForm.has(name))
      .filter(([, kind]) => !covered.has(kind.schema))
      .map(([kind]) => kind);
    expect(missing).toEqual([]);
  });
});

describe("a field's message in the visitor's language", () => {
  const refused = (input: Record<string, unknown>) => {
    const parsed = QuoteSchema.safeParse(input);
    if (parsed.success) throw new Error("the input was accepted");
    return fieldErrors(parsed.error, requestLocale(input));
  };
  const quote = SCHEMAS.quote!.valid;

  it("keeps the English texts word for word, the bounds as plain digits", () => {
    const fields = refused({ ...quote, locale: "en", message: "x".repeat(2001), quantity: "1001", windows: [] });
    expect(fields).toMatchObject({
      message: "Messages are at most 2000 characters",
      quantity: "For more than 1000 items, please contact us directly",
    });
  });

  it("writes the bound, the product type's name and the accepted values in Spanish", () => {
    const fields = refused({
      ...quote,
      locale: "es",
      message: "x".repeat(2001),
      windows: [{ ...WINDOW, width_in: 500 }],
    });
    expect(fields).toEqual({
      message: "El mensaje puede tener como máximo 2000 caracteres",
      "windows.0.width_in": "El ancho debe estar entre 12 y 120 pulgadas para Persianas de tela",
    });
  });

  it("answers an unknown locale in English, naming the site's languages", () => {
    expect(refused({ ...quote, locale: "xx", user_email: "nope" })).toEqual({
      locale: "Please choose one of the site's languages: en, es",
      user_email: "Please enter a valid email address",
    });
  });

  it("takes the request's locale only when it is one of the site's", () => {
    expect(requestLocale({ locale: "es" })).toBe("es");
    for (const input of [{ locale: "xx" }, { locale: ["es"] }, {}, null, "es"]) {
      expect(requestLocale(input), JSON.stringify(input)).toBe("en");
    }
  });
});
