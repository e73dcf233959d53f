/**
 * The JSON API answers a refused field in the request's `locale` (issue 32): Spanish for `es`, English when
 * absent; an unknown `locale` is itself refused with 400 and a message, in English, and nothing is stored.
 */
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFeature } from "../../server/booking/feature.ts";
import { isoUtc } from "../../server/booking/slots.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { leadCaptureFeatures } from "../../server/features.ts";
import type { RunningServer } from "../../server/main.ts";
import { swatchesFeature } from "../../server/swatches/feature.ts";
import { databaseEnv, DIALECTS, post, startApp, validContact, validQuote, validSwatchOrder } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const ZONE = "America/New_York";

/** A weekday `days` days from today (or before it), as YYYY-MM-DD in the business's zone. */
function weekday(days: number): string {
  let day = DateTime.now().setZone(ZONE).startOf("day").plus({ days });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day.toISODate()!;
}
const at10 = (date: string) => isoUtc(DateTime.fromISO(`${date}T10:00`, { zone: ZONE }));

const visitor = {
  user_name: "Ana Ruiz",
  user_email: "ana@example.com",
  user_phone: "(213) 555-0100",
  address: "742 Evergreen Terrace, Los Angeles, CA",
};

const LOCALE_REFUSED = { locale: "Please choose one of the site's languages: en, es" };

let ipCounter = 0;
/** Each request speaks from its own address (through one trusted proxy), so rate limits stay out of the way. */
const fromUnique = () => ({ "X-Forwarded-For": `198.51.100.${++ipCounter % 250}` });

describe.each(DIALECTS)("field messages in the request's language on %s (issue 32)", (dialect) => {
  let app: RunningServer;
  let db: Db;
  let offered: string[];

  beforeAll(async () => {
    const env: Record<string, string> = {
      ...(await databaseEnv(dialect, pg())),
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "1000",
      BUSINESS_TIMEZONE: ZONE,
      BOOKING_MIN_NOTICE_HOURS: "72",
      BOOKING_HORIZON_DAYS: "30",
      SITE_URL: "https://amberwood.test",
    };
    app = await startApp(env, [...leadCaptureFeatures, bookingFeature, swatchesFeature]);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
    const slots = (await (await fetch(`${app.url}/api/booking/slots?days=31`)).json()) as {
      slots: { start: string }[];
    };
    offered = slots.slots.map((slot) => slot.start);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const send = (path: string, body: unknown) => post(app.url, path, body, { headers: fromUnique() });
  const rows = async () => {
    const tables = [
      "contact_messages",
      "quote_requests",
      "bookings",
      "newsletter_subscribers",
      "swatch_orders",
    ] as const;
    const counts = await Promise.all(
      tables.map((table) =>
        db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ),
    );
    return counts.map((row) => Number(row.n));
  };

  it("POST /api/contact answers each wrong field in Spanish", async () => {
    const res = await send("/api/contact", {
      ...validContact,
      locale: "es",
      user_name: " ",
      user_email: "ana@",
      message: "",
      location_address: "",
      location_lat: "north",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ok: false,
      error: "invalid",
      fields: {
        user_name: "Escriba su nombre",
        user_email: "Ingrese un correo electrónico válido",
        message: "Escriba un mensaje",
        location_address: "Seleccione la ubicación del proyecto",
        location_lat: "Seleccione de nuevo la ubicación en el mapa",
      },
    });
  });

  it("POST /api/quote answers in Spanish, the product type's name and a photo's refusal too", async () => {
    const res = await send("/api/quote", {
      ...validQuote,
      locale: "es",
      user_phone: "12",
      product_type: "shades",
      product_model: "Roller Shades",
      preferred_material: "Linen",
      quantity: "1001",
      windows: [
        { width_in: 500, height_in: 48, quantity: 1, mount: "inside" },
        { width_in: "wide", height_in: 48, quantity: 21, mount: "up" },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      user_phone: "Ingrese un número de teléfono válido",
      quantity: "Para más de 1000 artículos, comuníquese directamente con nosotros",
      "windows.1.width_in": "Ingrese el ancho en pulgadas, p. ej., 36 3/8",
      "windows.1.quantity": "Cantidad: como máximo 20; agregue otra ventana para más",
      "windows.1.mount": "Seleccione montaje interior o exterior",
    });
    // The sizes are checked once every row reads: the estimate's own message names the product in Spanish.
    const tooWide = await send("/api/quote", {
      ...validQuote,
      locale: "es",
      product_type: "shades",
      product_model: "Roller Shades",
      preferred_material: "Linen",
      windows: [{ width_in: 500, height_in: 48, quantity: 1, mount: "inside" }],
    });
    expect(tooWide.body.fields).toEqual({
      "windows.0.width_in": "El ancho debe estar entre 12 y 120 pulgadas para Persianas de tela",
    });

    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validQuote, locale: "es" })) form.append(name, value);
    form.append("photos", new Blob(["not a photo"], { type: "image/jpeg" }), "notas.jpg");
    const photo = await fetch(`${app.url}/api/quote`, { method: "POST", body: form, headers: fromUnique() });
    expect(photo.status).toBe(400);
    expect(((await photo.json()) as { fields: unknown }).fields).toEqual({
      photos: "“notas.jpg” no es una foto JPEG, PNG, WebP o AVIF",
    });
  });

  it("POST /api/bookings answers the form's fields and the calendar's refusals in Spanish", async () => {
    const bad = await send("/api/bookings", {
      ...visitor,
      locale: "es",
      start: "",
      address: "",
      rooms: "51",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      start: "Elija un horario",
      address: "Escriba la dirección de la visita",
      rooms: "Para más de 50 habitaciones, comuníquese directamente con nosotros",
    });
    const cases: [string, string][] = [
      [at10(weekday(-9)), "Ese horario ya pasó. Elija otro."],
      [at10(weekday(40)), "Agendamos consultas con hasta 30 días de anticipación. Elija un horario más cercano."],
      [`${weekday(8)}T10:00`, "Elija uno de los horarios disponibles."],
    ];
    for (const [start, message] of cases) {
      const res = await send("/api/bookings", { ...visitor, locale: "es", start });
      expect(res.status, start).toBe(400);
      expect(res.body.fields, start).toEqual({ start: message });
    }
  });

  it("POST /api/bookings/manage/<token>/reschedule answers in the request's language", async () => {
    const booked = await send("/api/bookings", {
      ...visitor,
      user_email: `ana-${dialect}@example.com`,
      start: offered[0],
    });
    expect(booked.status).toBe(201);
    const path = `/api/bookings/manage/${String(booked.body.manageUrl).replace("/book/manage/", "")}/reschedule`;
    const past = at10(weekday(-9));
    const spanish = await send(path, { start: past, locale: "es" });
    expect(spanish.status).toBe(400);
    expect(spanish.body.fields).toEqual({ start: "Ese horario ya pasó. Elija otro." });
    const english = await send(path, { start: past });
    expect(english.body.fields).toEqual({ start: "That time has passed. Please choose another." });
    const unknown = await send(path, { start: offered[1], locale: "xx" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual(LOCALE_REFUSED);
  });

  it("POST /api/newsletter/subscribe and /api/estimate answer in Spanish", async () => {
    const newsletter = await send("/api/newsletter/subscribe", { email: "ana@@example", locale: "es" });
    expect(newsletter.status).toBe(400);
    expect(newsletter.body.fields).toEqual({ email: "Ingrese un correo electrónico válido" });
    const estimate = await send("/api/estimate", {
      product_type: "blinds",
      product_model: "Standard Mini Blinds",
      locale: "es",
      windows: [],
    });
    expect(estimate.status).toBe(400);
    expect(estimate.body.fields).toEqual({ windows: "Indique al menos una ventana" });
  });

  it("POST /api/swatches answers in Spanish, the bound and the swatch's id written in (issue 36)", async () => {
    const tooMany = Array.from({ length: 11 }, () => "mini-cream");
    const many = await send("/api/swatches", { ...validSwatchOrder, swatches: tooMany, locale: "es" });
    expect(many.status).toBe(400);
    expect(many.body.fields).toEqual({ swatches: "Elija como máximo 10 muestras" });
    const res = await send("/api/swatches", {
      ...validSwatchOrder,
      locale: "es",
      swatches: ["mini-cream", "plaid-pyjamas"],
      address_line1: "",
      city: "",
      state: "Cal",
      zip: "9007",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ok: false,
      error: "invalid",
      fields: {
        swatches: "No hay ninguna muestra “plaid-pyjamas” en nuestro catálogo",
        address_line1: "Escriba su dirección",
        city: "Escriba su ciudad",
        state: "Ingrese el código de dos letras de su estado, p. ej., CA",
        zip: "Ingrese un código postal de 5 dígitos, p. ej., 90012 o 90012-3456",
      },
    });
    const wrongState = await send("/api/swatches", { ...validSwatchOrder, state: "NY", locale: "es" });
    expect(wrongState.body.fields).toEqual({ zip: "Este código postal no corresponde a ese estado: revise ambos" });
    // A booking's swatches are checked the same way, in the same language.
    const booking = await send("/api/bookings", {
      ...visitor,
      start: offered[3],
      swatches: ["mini-cream", "mini-cream"],
      locale: "es",
    });
    expect(booking.status).toBe(400);
    expect(booking.body.fields).toEqual({ swatches: "La muestra “mini-cream” aparece dos veces" });
  });

  it("refuses a locale the site does not offer with 400 and a message on every endpoint, storing nothing", async () => {
    const before = await rows();
    const valid: [string, Record<string, unknown>][] = [
      ["/api/contact", validContact],
      ["/api/quote", validQuote],
      ["/api/bookings", { ...visitor, start: offered[2] }],
      ["/api/newsletter/subscribe", { email: "new.reader@example.com" }],
      ["/api/swatches", validSwatchOrder],
    ];
    for (const [path, body] of valid) {
      for (const locale of ["xx", "ES", 5]) {
        const res = await send(path, { ...body, locale });
        expect(res.status, `${path} ${locale}`).toBe(400);
        expect(res.body, `${path} ${locale}`).toEqual({ ok: false, error: "invalid", fields: LOCALE_REFUSED });
      }
      // With the other fields wrong too, every message is in English.
      const wrong = await send(path, { ...body, user_email: "nope", email: "nope", locale: "xx" });
      expect(Object.values(wrong.body.fields as object), path).toContain("Please enter a valid email address");
    }
    expect(await rows()).toEqual(before);
  });
});
