import fc from "fast-check";
import Stripe from "stripe";

/**
 * Near-valid requests for the HTTP fuzz (tests/e2e/http-fuzz.spec.ts): what gets past an endpoint's first gate — the
 * staff session, Origin and CSRF token, Stripe's signature, a parseable body of the right kind — with its fields
 * fuzzed, so the handlers behind the gate are reached and not only their refusals.
 */

/** What one near-valid request is: its target, method, headers and body. */
export type Shot = { target: string; method: string; headers: Record<string, string>; body: string };

/** What the spec seeded: live staff headers, the ids and tokens of its proposals, orders and privacy requests. */
export type Seeds = {
  staff: { cookie: string; origin: string; csrfToken: string };
  quoteId: string;
  proposalIds: string[];
  proposalTokens: string[];
  privacyTokens: { confirm: string[]; download: string[] };
  bagCookie: string;
  webhookSecret: string;
};

/** A field's value: the expected kind, its edges, or anything. */
const anyText = fc.oneof(
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "null", "true", "[]", "{}", "x".repeat(2000), "\u0000", "é"),
  fc.string({ maxLength: 40 }),
);
const jsonValue = fc.oneof(
  anyText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), [], {}, ["a"], { a: 1 }),
  fc.integer(),
  fc.double(),
);
/** Mostly a right value, sometimes an edge or anything: a request gets past one check more often than not. */
const near = (...good: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...good), weight: 3 }, { arbitrary: anyText, weight: 1 });
const nearJson = (...good: unknown[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...good), weight: 3 }, { arbitrary: jsonValue, weight: 1 });

/** Each field present four times in five. */
function fields<T>(arbitraries: Record<string, fc.Arbitrary<T>>): fc.Arbitrary<Record<string, T | undefined>> {
  const maybe = Object.fromEntries(
    Object.entries(arbitraries).map(([name, value]) => [
      name,
      fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(undefined), weight: 1 }),
    ]),
  );
  return fc.record(maybe);
}

/** A form's fields, url-encoded. */
function form(arbitraries: Record<string, fc.Arbitrary<string>>) {
  return fields(arbitraries).map((values) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value !== undefined) params.append(name, value);
    return params.toString();
  });
}
/** A JSON object's fields (a field left out is absent from the text). */
function json(arbitraries: Record<string, fc.Arbitrary<unknown>>) {
  return fields(arbitraries).map((values) => JSON.stringify(values));
}

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

/** A post of a url-encoded form or a JSON body, with no session. */
const formPost = (target: string, body: string, headers: Record<string, string> = {}): Shot => ({
  target,
  method: "POST",
  headers: { "content-type": FORM, ...headers },
  body,
});
const jsonPost = (target: string, body: string): Shot => ({
  target,
  method: "POST",
  headers: { "content-type": JSON_TYPE },
  body,
});

const WEEKS = ["2026-W50", "2026-W53", "2026-W00", "1970-W01", "9999-W52", "2026-50", ""];
const STAGES = [
  "ordered",
  "arrived",
  "installed",
  "paid",
  "cancelled",
  "signed",
  "deposit_paid",
  "installation_booked",
];

/** Staff's page forms: order moves and undos (the Orders list, the lead's page), the proposal's deposit and editor. */
function staffForms(s: Seeds) {
  const pages = [
    "/admin/orders",
    "/admin/orders?stage=ordered",
    "/admin/orders?stage=nonsense",
    `/admin/leads/quote/${s.quoteId}`,
    ...s.proposalIds.map((id) => `/admin/proposals/${id}`),
  ];
  const csrf = fc.oneof({ arbitrary: fc.constant(s.staff.csrfToken), weight: 5 }, { arbitrary: anyText, weight: 1 });
  const body = fc.oneof(
    form({
      csrf,
      intent: near("order_move", "order_undo"),
      proposal: near(...s.proposalIds, "00000000-0000-4000-8000-000000000000"),
      stage: near(...STAGES),
      note: near("Goods ordered", ""),
      expected_week: near(...WEEKS),
    }),
    form({
      csrf,
      intent: near("deposit", "save", "send", "add", "remove:0", "up:1", "down:99", "remove:99"),
      amount: near("100", "100.00", "0.001", "-5", "1e9", "12,50", "$100"),
      method: near("check", "cash", "card", "bitcoin"),
      note: anyText,
      customer_name: near("Fuzz Lee"),
      customer_email: near("fuzz.lee@example.com", "not-an-address"),
      installation: near("0", "150.00", "-1"),
      discount: near("0", "99999999999"),
      "line.0.label": near("Bedroom"),
      "line.0.product_type": near("shades", "blinds", "rockets"),
      "line.0.model": near("Roller Shades"),
      "line.0.width": near("36", "36 3/8", "0", "-1"),
      "line.0.height": near("48", "1e6"),
      "line.0.mount": near("inside", "outside", "ceiling"),
      "line.0.quantity": near("1", "0", "1.5"),
      "line.0.unit_price": near("120.00", "-1"),
      "line.99.quantity": near("1"),
    }),
  );
  return fc.record({ target: fc.constantFrom(...pages), body }).map(({ target, body }): Shot => ({
    target,
    method: "POST",
    headers: { cookie: s.staff.cookie, origin: s.staff.origin, "content-type": FORM },
    body,
  }));
}

/** A browser's push subscription (`PushSubscription.toJSON()`), stored and removed through /api/admin/push. */
function pushSubscriptions(s: Seeds) {
  const p256dh = "B" + "A".repeat(86);
  const auth = "A".repeat(22);
  // A whole, good subscription a third of the time: the store and the audit log behind the checks are reached too.
  const good = fc
    .constantFrom("https://fcm.googleapis.com/fcm/send/fuzz-1", "https://updates.push.services.mozilla.com/wpush/v2/2")
    .map((endpoint) => JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh, auth } }));
  const fuzzed = json({
    endpoint: nearJson(
      "https://fcm.googleapis.com/fcm/send/fuzz",
      "https://evil.example/push",
      "http://127.0.0.1:1/",
      "javascript:alert(1)",
    ),
    expirationTime: nearJson(null, 1_800_000_000_000),
    keys: fc.oneof(jsonValue, fields({ p256dh: nearJson(p256dh, "B", p256dh + "=="), auth: nearJson(auth, "A") })),
  });
  const body = fc.oneof({ arbitrary: good, weight: 1 }, { arbitrary: fuzzed, weight: 2 });
  return fc.record({ method: fc.constantFrom("POST", "DELETE", "GET"), body }).map(({ method, body }): Shot => ({
    target: "/api/admin/push/subscriptions",
    method,
    headers: {
      cookie: s.staff.cookie,
      origin: s.staff.origin,
      "x-csrf-token": s.staff.csrfToken,
      "content-type": JSON_TYPE,
    },
    body,
  }));
}

/** A Stripe event signed with the webhook's secret, so the site reads it: its shape and figures fuzzed. */
function stripeEvents(s: Seeds) {
  const session = fc.oneof(
    { arbitrary: jsonValue, weight: 1 },
    {
      arbitrary: fields({
        id: nearJson("cs_fuzz_1", "cs_fuzz_2"),
        object: nearJson("checkout.session"),
        payment_status: nearJson("paid", "unpaid", "no_payment_required"),
        amount_total: nearJson(10_000, 0, -1, 1.5, 2 ** 60),
        currency: nearJson("usd", "USD", "eur"),
        metadata: fc.oneof(
          jsonValue,
          fields({ proposal_id: nearJson(...s.proposalIds, "x"), version: nearJson("1", 1, "2", "NaN") }),
        ),
      }),
      weight: 3,
    },
  );
  const event = fields({
    id: nearJson("evt_fuzz_1", "evt_fuzz_2", "evt_" + "x".repeat(300)),
    object: nearJson("event"),
    type: nearJson(
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
      "checkout.session.expired",
      "payment_intent.succeeded",
    ),
    data: fc.oneof({ arbitrary: jsonValue, weight: 1 }, { arbitrary: fields({ object: session }), weight: 3 }),
  });
  return fc
    .oneof(
      event.map((e) => JSON.stringify(e)),
      fc.string({ maxLength: 100 }),
    )
    .map((payload): Shot => {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: s.webhookSecret });
      return {
        target: "/api/payments/stripe",
        method: "POST",
        headers: { "content-type": JSON_TYPE, "stripe-signature": signature },
        body: payload,
      };
    });
}

/** The swatch bag: adds, removes and the mailing form on /swatches (both languages), and the JSON order. */
function swatches(s: Seeds) {
  const swatch = near("horizontal-snow-white", "horizontal-natural-oak", "no-such-swatch");
  const address = {
    user_name: near("Fuzz Lee"),
    user_email: near("fuzz.swatch@example.com"),
    user_phone: near("(213) 555-0147", ""),
    address_line1: near("1 Main St"),
    address_line2: near(""),
    city: near("Los Angeles"),
    state: near("CA", "ca", "ZZ"),
    zip: near("90012", "10001", "9001"),
  };
  const page = fc.record({
    target: fc.constantFrom("/swatches", "/es/swatches"),
    cookie: fc.constantFrom("", s.bagCookie, "swatch_bag=horizontal-snow-white.forged"),
    body: form({
      intent: near("add", "remove", "mail"),
      swatch,
      back: near("/collections/blinds", "//evil.example", "javascript:x"),
      ...address,
    }),
  });
  // A whole, good order now and then (each from its own address, so none is refused as sent twice).
  const goodOrder = fc.nat().map((n) =>
    JSON.stringify({
      swatches: ["horizontal-snow-white", "horizontal-natural-oak"],
      user_name: "Fuzz Lee",
      user_email: `fuzz.swatch.${n}@example.com`,
      address_line1: "1 Main St",
      city: "Los Angeles",
      state: "CA",
      zip: "90012",
    }),
  );
  const fuzzedOrder = json({
    swatches: fc.oneof(jsonValue, fc.array(nearJson("horizontal-snow-white", "no-such-swatch"), { maxLength: 12 })),
    locale: nearJson("en", "es", "fr"),
    ...Object.fromEntries(Object.entries(address).map(([name, value]) => [name, fc.oneof(value, jsonValue)])),
  });
  return fc.oneof(
    page.map(({ target, cookie, body }) => formPost(target, body, cookie ? { cookie } : {})),
    fc.oneof(goodOrder, fuzzedOrder, fuzzedOrder).map((body) => jsonPost("/api/swatches", body)),
  );
}

/** Privacy requests (form and API, both languages) and their e-mailed links' forms, genuine tokens or not. */
function privacy(s: Seeds) {
  const request = {
    email: near("fuzz.privacy@example.com", "fuzz.reader@example.com"),
    request: near("access", "erasure"),
    note: anyText,
    locale: near("en", "es"),
  };
  const confirm = near(...s.privacyTokens.confirm, ...s.privacyTokens.download);
  const download = near(...s.privacyTokens.download, ...s.privacyTokens.confirm);
  return fc.oneof(
    fc
      .record({ target: fc.constantFrom("/privacy-request", "/es/privacy-request"), body: form(request) })
      .map(({ target, body }) => formPost(target, body)),
    fc
      .oneof(
        fc.nat().map((n) => JSON.stringify({ email: `fuzz.privacy.${n}@example.com`, request: "erasure" })),
        json(request),
        json(request),
      )
      .map((body) => jsonPost("/api/privacy-requests", body)),
    fc
      .record({
        target: fc.constantFrom("/privacy-request/confirm", "/es/privacy-request/confirm"),
        body: form({ token: confirm }),
      })
      .map(({ target, body }) => formPost(target, body)),
    form({ token: download }).map((body) => formPost("/api/privacy-requests/download", body)),
  );
}

/** The proposal page's forms and API: accept and decline, with the right version or not, in both languages. */
function proposals(s: Seeds) {
  const fields = {
    intent: near("accept", "decline"),
    signer_name: near("Fuzz Lee", ""),
    agree: near("on", "true", "yes", ""),
    version: near("1", "2", "0", "1.5"),
    reason: anyText,
  };
  const token = fc.constantFrom(...s.proposalTokens);
  return fc.oneof(
    fc
      .record({ token, es: fc.boolean(), body: form(fields) })
      .map(({ token, es, body }) => formPost(`${es ? "/es" : ""}/proposal/${token}`, body)),
    fc
      .record({
        token,
        action: fc.constantFrom("accept", "decline"),
        body: json({
          signer_name: nearJson("Fuzz Lee"),
          agree: nearJson(true, "true"),
          version: nearJson(1, 2, "1"),
          reason: jsonValue,
        }),
      })
      .map(({ token, action, body }) => jsonPost(`/api/proposals/${token}/${action}`, body)),
  );
}

/** Every near-valid kind of request, in turn. */
export function nearValid(s: Seeds): fc.Arbitrary<Shot> {
  return fc.oneof(staffForms(s), pushSubscriptions(s), stripeEvents(s), swatches(s), privacy(s), proposals(s));
}
