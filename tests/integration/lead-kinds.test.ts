/**
 * The registry of lead kinds (issue 30, docs/decisions/0013): every kind declares everything it is, and a person
 * with one lead of every kind — each made through the kind's own public way in — finds each of them in their
 * privacy export, and none after an erasure.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_KINDS, leadKinds, type LeadKind } from "../../app/features/leads/kinds.ts";
import { bookingFeature } from "../../server/booking/feature.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { leadCaptureFeatures } from "../../server/features.ts";
import { leadKindModules } from "../../server/leads/registry.ts";
import type { RunningServer } from "../../server/main.ts";
import { privacyErase, privacyExport } from "../../server/privacy/requests.ts";
import { smsFeature } from "../../server/sms/feature.ts";
import { swatchesFeature } from "../../server/swatches/feature.ts";
import { textLeadsFeature } from "../../server/text-leads/feature.ts";
import { TwilioFake } from "../mocks/twilio-fake.ts";
import { databaseEnv, DIALECTS, post, startApp, validContact, validQuote, validSwatchOrder } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

describe("every kind in the registry declares all it is", () => {
  it.each(LEAD_KINDS)("%s: schema, store, e-mails, inbox, privacy, retention, CRM events and export", (kind) => {
    const shared = leadKinds[kind];
    const module = leadKindModules[kind];
    expect(module.kind).toBe(kind);
    expect(typeof shared.schema.safeParse).toBe("function");
    expect(shared.label).not.toBe("");
    // Stored by the shared intake when it says so, else by its own service (a booking takes a seat).
    expect(module.intake !== null).toBe(shared.intake);
    if (module.intake) expect(module.intake.api.path).toMatch(/^\/api\//);
    expect(Object.keys(module.mails).length).toBeGreaterThan(0);
    if (shared.inbox) expect(module.inbox).toHaveProperty("fields");
    else expect(module.inbox).toHaveProperty("listedAt");
    expect(["user_email", "email"]).toContain(module.privacy.emailColumn);
    expect(module.retention.clear).toContain("client_ip");
    expect(module.webhook.events.length).toBeGreaterThan(0);
    expect(module.export.columns).toContain("id");
  });
});

/** A lead of each kind for `email`, made the way the public makes one (a kind added to the registry adds its own). */
const makeLead: Record<LeadKind, (app: RunningServer, email: string) => Promise<void>> = {
  contact: async (app, email) =>
    expectCreated(await post(app.url, "/api/contact", { ...validContact, user_email: email })),
  quote: async (app, email) => expectCreated(await post(app.url, "/api/quote", { ...validQuote, user_email: email })),
  booking: async (app, email) => {
    const slots = (await (await fetch(`${app.url}/api/booking/slots?days=31`)).json()) as {
      slots: { start: string }[];
    };
    const start = slots.slots[0]?.start;
    if (!start) throw new Error("no slot is offered in the next 31 days");
    const booking = { ...validContact, user_email: email, start, address: validContact.location_address, rooms: "2" };
    expectCreated(await post(app.url, "/api/bookings", booking));
  },
  newsletter: async (app, email) => expectCreated(await post(app.url, "/api/newsletter/subscribe", { email })),
  // Accepted, not created: nothing is done before the person confirms it from the e-mail.
  privacy: async (app, email) =>
    expectCreated(await post(app.url, "/api/privacy-requests", { email, request: "erasure" }), 202),
  swatches: async (app, email) =>
    expectCreated(await post(app.url, "/api/swatches", { ...validSwatchOrder, user_email: email })),
  // A text from a number no lead agreed to be texted at (issue 35): the person's own number, typed on their message
  // form. It has no address; the privacy request finds it by that number.
  text: async (app) => {
    const params = { MessageSid: `SM${randomBytes(16).toString("hex")}`, From: "+12135550100", Body: "Hi, shutters?" };
    const answer = await twilio.post(`${app.url}/api/sms/inbound`, params, {
      signedUrl: `${SITE_URL}/api/sms/inbound`,
    });
    expect(answer.status).toBe(200);
  },
};
/** Signs the inbound text as Twilio does (the fake's server is not needed: no text is sent). */
const twilio = new TwilioFake();
const SITE_URL = "https://amberwood.test";

function expectCreated(answer: { status: number }, status = 201) {
  expect(answer.status).toBe(status);
}

describe.each(DIALECTS)("a person with one lead of every kind on %s", (dialect) => {
  let app: RunningServer;
  let db: Db;
  beforeAll(async () => {
    const env: Record<string, string> = {
      ...(await databaseEnv(dialect, pg())),
      RATE_LIMIT_MAX: "100",
      SITE_URL,
      TWILIO_AUTH_TOKEN: twilio.authToken,
    };
    app = await startApp(env, [...leadCaptureFeatures, bookingFeature, swatchesFeature, smsFeature, textLeadsFeature]);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("finds each in the privacy export, and none of them after an erasure", async () => {
    const email = "every.kind@example.com";
    for (const kind of LEAD_KINDS) await makeLead[kind](app, email);
    await makeLead.contact(app, "someone.else@example.com");

    const exported = await privacyExport(db.kysely, "Every.Kind@Example.com");
    for (const kind of LEAD_KINDS) {
      expect(exported[leadKinds[kind].records], kind).toHaveLength(1);
    }
    const erased = await privacyErase(db.kysely, email, "test");
    // A kind kept on erasure (the record of a privacy request, decision 0022) is neither erased nor counted.
    const kept = (kind: LeadKind) => Boolean(leadKindModules[kind].privacy.keptOnErasure);
    for (const kind of LEAD_KINDS) expect(erased[leadKinds[kind].records], kind).toBe(kept(kind) ? undefined : 1);

    const after = await privacyExport(db.kysely, email);
    for (const kind of LEAD_KINDS) expect(after[leadKinds[kind].records], kind).toHaveLength(kept(kind) ? 1 : 0);
    expect((await privacyExport(db.kysely, "someone.else@example.com")).contact_messages).toHaveLength(1);
  });
});
