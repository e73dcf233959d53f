import { createECDH } from "node:crypto";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { DateTime, IANAZone } from "luxon";
import { business } from "../app/content/business.ts";
import { privacy } from "../app/content/privacy.ts";
import { parseRate } from "../app/features/proposals/money.ts";

const text = (fallback = "") => z.string().trim().default(fallback);
const emptyOr = (valid: (v: string) => boolean, message: string) => text().refine((v) => v === "" || valid(v), message);
const optionalUrl = emptyOr((v) => z.url().safeParse(v).success, "Invalid URL");

/** What proxy-addr (and so Express's `trust proxy`) accepts: all, none, a hop count, or addresses. */
export type TrustProxy = boolean | number | string[];

const trustProxy = text("false").transform((value, ctx): TrustProxy => {
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(",").map((entry) => entry.trim());
  try {
    proxyaddr.compile(list);
    return list;
  } catch {
    ctx.addIssue(
      'must be "true", "false", a hop count (e.g. 1) or a comma-separated list of proxy addresses, CIDR ranges or the names loopback, linklocal, uniquelocal',
    );
    return z.NEVER;
  }
});

/** A way to reach the business: a mailto: address (its own e-mail by default) or an https:// URL. */
const mailtoOrHttps = text(`mailto:${business.email}`).refine(
  (v) => /^mailto:[^\s@<>]+@[^\s@<>]+$|^https:\/\/[^\s]+$/.test(v),
  "must be a mailto: address or an https:// URL",
);

const timeZone = text(business.timeZone).refine(
  (v) => IANAZone.isValidZone(v),
  "must be an IANA time zone name such as America/New_York",
);

const closedDates = text().transform((value, ctx) => {
  const dates = value === "" ? [] : value.split(",").map((d) => d.trim());
  const bad = dates.filter((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || !DateTime.fromISO(d).isValid);
  if (bad.length) {
    ctx.addIssue(`not calendar dates (YYYY-MM-DD): ${bad.join(", ")}`);
    return z.NEVER;
  }
  return [...new Set(dates)].sort();
});

const latLng = text("34.0522,-118.2437").transform((value, ctx) => {
  const m = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
  const lat = Number(m?.[1]);
  const lng = Number(m?.[2]);
  if (!m || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    ctx.addIssue('must be "latitude,longitude" in decimal degrees, e.g. 34.0522,-118.2437');
    return z.NEVER;
  }
  return { lat, lng };
});

/** `SALES_TAX_RATE`: a decimal fraction ("0.0825" for 8.25 %), kept as millionths so the money stays exact. */
const taxRate = text("0").transform((value, ctx) => {
  const ppm = parseRate(value);
  if (ppm === null) {
    ctx.addIssue("must be a decimal fraction from 0 to 1 with at most 6 decimals, e.g. 0.0825 for 8.25 %");
    return z.NEVER;
  }
  return ppm;
});

const flag = text("false")
  .refine((v) => v === "true" || v === "false", 'must be "true" or "false"')
  .transform((v) => v === "true");

/** Every setting the server reads from its environment, validated once at start-up. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    SITE_URL: z.url().default("http://localhost:3000"),
    /** Peers trusted in X-Forwarded-For/-Proto (proxy-addr): the client is the right-most address not trusted. */
    TRUST_PROXY: trustProxy,
    MAP_TILE_URL: z.string().trim().min(1).default("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
    /** Base URL of a Nominatim-compatible geocoder (search and reverse lookups). */
    GEOCODER_URL: z.url().default("https://nominatim.openstreetmap.org"),
    CHAT_PROJECT_ID: text(),
    CHAT_RUNTIME_URL: optionalUrl,
    CHAT_VERSION_ID: text("production"),
    CHAT_SCRIPT_URL: z.url().default("https://cdn.voiceflow.com/widget-next/bundle.mjs"),
    /** Where the compiled site lives; tests point this at a fixture build. */
    BUILD_DIR: z.string().trim().min(1).default("build"),
    LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
    /** postgres://… selects PostgreSQL; empty selects the embedded SQLite file. */
    DATABASE_URL: emptyOr((v) => /^postgres(ql)?:\/\//.test(v), "must be empty or a postgres:// URL"),
    SQLITE_PATH: z.string().trim().min(1).default("data/site.sqlite"),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(60),
    /** The business inbox that receives every lead; never chosen by the browser. */
    LEADS_TO_EMAIL: z.email().default(business.email),
    MAIL_FROM: z.string().trim().min(3).default(`${business.name} <${business.email}>`),
    SMTP_URL: optionalUrl,
    EMAILJS_SERVICE_ID: text(),
    EMAILJS_TEMPLATE_ID: text(),
    /** Template for quote requests; the contact template is used when empty. */
    EMAILJS_QUOTE_TEMPLATE_ID: text(),
    /** Template for the subscriber's welcome e-mail; no welcome e-mail over EmailJS when empty. */
    EMAILJS_WELCOME_TEMPLATE_ID: text(),
    /** Template for consultation bookings (confirmations, reminders, changes); the contact template when empty. */
    EMAILJS_BOOKING_TEMPLATE_ID: text(),
    EMAILJS_PUBLIC_KEY: text(),
    EMAILJS_PRIVATE_KEY: text(),
    EMAILJS_API_URL: z.url().default("https://api.emailjs.com"),
    /** HMAC key for unsubscribe links; required in production when mail is configured. */
    UNSUBSCRIBE_SECRET: text(),
    /** Master key of signed links; empty: a random one made on first start, kept in the database for every instance. */
    SECRET_KEY: emptyOr((v) => v.length >= 32, "must be at least 32 characters (e.g. openssl rand -base64 32)"),
    /** The business's time zone: its opening hours and every consultation time are in it. */
    BUSINESS_TIMEZONE: timeZone,
    BOOKING_SLOT_MINUTES: z.coerce.number().int().min(15).max(480).default(60),
    /** Consultants per slot: how many visits may start at the same time. */
    BOOKING_CAPACITY: z.coerce.number().int().min(1).max(50).default(2),
    BOOKING_MIN_NOTICE_HOURS: z.coerce.number().int().min(0).max(1440).default(24),
    BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Whole days without consultations, seeded into the database's closed days at start-up. */
    BOOKING_CLOSED_DATES: closedDates,
    /** Length of an installation slot (issue 34 item 2): installations start at opening time, the last ends at closing. */
    INSTALL_SLOT_MINUTES: z.coerce.number().int().min(30).max(720).default(180),
    /** How many installations may run at the same time (each also holds one of the BOOKING_CAPACITY people). */
    INSTALL_CAPACITY: z.coerce.number().int().min(1).max(50).default(1),
    /** Travel time: a consultant is not free this long before or after another of their in-home visits (issue 37). */
    BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(30),
    /** How often each consultant's own calendar (their iCalendar address) is read for busy times. */
    CALENDAR_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    /** A consultant's calendar that has not answered in full within this many seconds is given up until the next round. */
    CALENDAR_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    /** A consultant's calendar larger than this many bytes is refused (read no further). */
    CALENDAR_MAX_BYTES: z.coerce.number().int().min(1024).max(52_428_800).default(5_242_880),
    SERVICE_AREA_CENTER: latLng,
    SERVICE_AREA_RADIUS_MILES: z.coerce.number().positive().max(5000).default(40),
    /** Where security researchers report a vulnerability (RFC 9116 Contact): a mailto: address or an https:// URL. */
    SECURITY_CONTACT: mailtoOrHttps,
    /** When /.well-known/security.txt stops being valid (RFC 9116 Expires); empty: 180 days after start-up. */
    SECURITY_TXT_EXPIRES: emptyOr(
      (v) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
      "must be an ISO 8601 date and time with its offset, e.g. 2027-06-30T00:00:00Z",
    ),
    /**
     * Days the client address and user agent of a lead, and a delivered e-mail's copy, are kept.
     * Never longer than the privacy policy promises (app/content/privacy.ts).
     */
    PII_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(privacy.technicalDataDays, `must be at most ${privacy.technicalDataDays}: the privacy policy promises it`)
      .default(privacy.technicalDataDays),
    /** How often each server runs the retention job (and once at start-up); an hour keeps data at most an hour past its period. */
    RETENTION_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(3_600),
    /** The business's CRM (Zapier/Make/n8n catch hook, HubSpot workflow…): every new lead, booking change and erasure. */
    LEADS_WEBHOOK_URL: emptyOr(webhookUrl, "must be empty or an https:// URL (http:// only to localhost)"),
    /** Signs each webhook (HMAC-SHA256); required with LEADS_WEBHOOK_URL. */
    LEADS_WEBHOOK_SECRET: z.string().default(""),
    /** Sales tax on a proposal's goods, as a decimal fraction; kept as millionths (0.0825 → 82500). */
    SALES_TAX_RATE: taxRate,
    /** Whether installation is taxed with the goods. */
    TAX_INSTALLATION: flag,
    /** The share of a proposal's total asked as a deposit once it is accepted. */
    DEPOSIT_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
    /** Days a sent proposal can be accepted. */
    PROPOSAL_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * The business's public review page (Google, Yelp…), linked from the e-mail sent two days after an installation;
     * empty: that e-mail offers only the site's private feedback form.
     */
    REVIEW_URL: emptyOr(
      (v) => /^https:\/\/[^\s]+$/.test(v) && z.url().safeParse(v).success,
      "must be empty or an https:// URL",
    ),
    /** Stripe's secret API key (sk_live_… / sk_test_…); empty: no card payments, the page says how to pay instead. */
    STRIPE_SECRET_KEY: text(),
    /** The signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: text(),
    /** Where the Stripe SDK sends its requests: Stripe itself, or a loopback fake in the tests. */
    STRIPE_API_BASE: z
      .url()
      .default("https://api.stripe.com")
      .refine(webhookUrl, "must be an https:// URL (http:// only to localhost)"),
    /**
     * The back office's Web Push key pair (RFC 8292 VAPID, base64url: the P-256 public key's 65 bytes, the private
     * key's 32). Both empty: a pair made on first start and kept in the database, like SECRET_KEY's key.
     */
    VAPID_PUBLIC_KEY: emptyOr(
      (v) => base64urlBytes(v) === 65 && v.startsWith("B"),
      "must be empty or a base64url P-256 public key (65 bytes)",
    ),
    VAPID_PRIVATE_KEY: emptyOr(
      (v) => base64urlBytes(v) === 32,
      "must be empty or a base64url P-256 private key (32 bytes)",
    ),
    /** Who the push services may contact about the pushes (RFC 8292 `sub`): a mailto: address or an https:// URL. */
    VAPID_SUBJECT: mailtoOrHttps,
    /**
     * The push services a browser's subscription may point at (host names; a name also covers its subdomains). The
     * server POSTs to a subscription's endpoint, so a signed-in browser cannot make it post anywhere else.
     */
    PUSH_SERVICE_HOSTS: text(
      "fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com",
    ).transform((value, ctx) => {
      const hosts = value === "" ? [] : value.split(",").map((h) => h.trim().toLowerCase());
      const bad = hosts.filter((h) => !/^[a-z0-9.-]+$/.test(h) && h !== "[::1]");
      if (bad.length) {
        ctx.addIssue(`not host names: ${bad.join(", ")}`);
        return z.NEVER;
      }
      return hosts;
    }),
    /** Twilio's account SID (AC…); empty: no text messages are sent (consents and replies are still kept). */
    TWILIO_ACCOUNT_SID: emptyOr((v) => /^AC[0-9a-fA-F]{32}$/.test(v), "must be empty or an account SID (AC + 32 hex)"),
    /** Twilio's auth token: signs the API calls and verifies the X-Twilio-Signature of its callbacks. */
    TWILIO_AUTH_TOKEN: text(),
    /** The number texts come from (E.164, e.g. +13105550100); or TWILIO_MESSAGING_SERVICE_SID. */
    TWILIO_FROM: emptyOr(
      (v) => /^\+[1-9]\d{7,14}$/.test(v),
      "must be empty or a number in E.164 form, e.g. +13105550100",
    ),
    /** A Messaging Service (MG…) that chooses the sender; used instead of TWILIO_FROM when set. */
    TWILIO_MESSAGING_SERVICE_SID: emptyOr(
      (v) => /^MG[0-9a-fA-F]{32}$/.test(v),
      "must be empty or a Messaging Service SID (MG + 32 hex)",
    ),
    /** Where the Messages API is reached: Twilio itself, or a loopback fake in the tests. */
    TWILIO_API_BASE: z
      .url()
      .default("https://api.twilio.com")
      .refine(webhookUrl, "must be an https:// URL (http:// only to localhost)"),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    /** First retry delay; each further retry doubles it (with jitter). */
    OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(1).default(30_000),
    OUTBOX_MAX_DELAY_MS: z.coerce.number().int().min(1).default(3_600_000),
    /** How long a worker owns a job it claimed; a crashed worker's jobs are retried after it. */
    OUTBOX_LEASE_S: z.coerce.number().int().min(1).default(120),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2_000),
    OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither",
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "set both VAPID keys or neither (npx web-push generate-vapid-keys makes a pair)",
      });
    } else if (env.VAPID_PUBLIC_KEY && !vapidPairMatches(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PUBLIC_KEY"],
        message: "is not the public key of VAPID_PRIVATE_KEY",
      });
    }
    if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_AUTH_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_AUTH_TOKEN"],
        message: "is required with TWILIO_ACCOUNT_SID (it signs the API calls and verifies Twilio's callbacks)",
      });
    }
    if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_FROM"],
        message: "set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID with TWILIO_ACCOUNT_SID: texts need a sender",
      });
    }
    if (env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET.length < 32) {
      ctx.addIssue({
        code: "custom",
        path: ["LEADS_WEBHOOK_SECRET"],
        message: "must be at least 32 characters when LEADS_WEBHOOK_URL is set (e.g. openssl rand -base64 32)",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** How many bytes a base64url string decodes to, or -1 when it is not base64url. */
function base64urlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return -1;
  return Buffer.from(value, "base64url").length;
}

/** Whether the public key is the private key's: a mismatched pair signs pushes no push service accepts. */
function vapidPairMatches(publicKey: string, privateKey: string): boolean {
  const ecdh = createECDH("prime256v1");
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  } catch {
    return false;
  }
  return ecdh.getPublicKey("base64url") === publicKey;
}

/** A webhook leaves the machine only over TLS: http:// is for a receiver on this host. */
function webhookUrl(value: string): boolean {
  const url = URL.parse(value);
  if (!url) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid configuration; the server will not start:\n${lines.join("\n")}`);
  }
  return result.data;
}

export class EnvError extends Error {
  override name = "EnvError";
}
