import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("configuration", () => {
  it("has working defaults for a bare machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.CHAT_PROJECT_ID).toBe("");
  });

  it("refuses to start with a clear message naming each bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty", SITE_URL: "not a url" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "70000", TRUST_PROXY: "maybe" });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/TRUST_PROXY/);
      expect(String((error as Error).message)).toMatch(/will not start/);
    }
  });

  it("keeps personal technical data no longer than the privacy policy promises (PII_RETENTION_DAYS)", () => {
    expect(parseEnv({}).PII_RETENTION_DAYS).toBe(90);
    expect(parseEnv({ PII_RETENTION_DAYS: "30" }).PII_RETENTION_DAYS).toBe(30);
    expect(() => parseEnv({ PII_RETENTION_DAYS: "91" })).toThrow(
      /PII_RETENTION_DAYS: must be at most 90: the privacy policy promises it/,
    );
    expect(() => parseEnv({ PII_RETENTION_DAYS: "0" })).toThrow(/PII_RETENTION_DAYS/);
  });

  it("takes security.txt's contact and expiry in the forms RFC 9116 allows", () => {
    expect(parseEnv({}).SECURITY_CONTACT).toBe("mailto:hello@example.com");
    expect(parseEnv({ SECURITY_CONTACT: "https://amberwood.example/security" }).SECURITY_CONTACT).toMatch(/^https:/);
    for (const bad of ["security@amberwood.example", "http://amberwood.example/security", "mailto:a b@x.y"]) {
      expect(() => parseEnv({ SECURITY_CONTACT: bad }), bad).toThrow(
        /SECURITY_CONTACT: must be a mailto: address or an https:\/\/ URL/,
      );
    }
    expect(parseEnv({ SECURITY_TXT_EXPIRES: "2027-06-30T00:00:00+02:00" }).SECURITY_TXT_EXPIRES).toBe(
      "2027-06-30T00:00:00+02:00",
    );
    for (const bad of ["2027-06-30", "next year", "2027-13-01T00:00:00Z", "2027-06-30T00:00:00"]) {
      expect(() => parseEnv({ SECURITY_TXT_EXPIRES: bad }), bad).toThrow(/SECURITY_TXT_EXPIRES/);
    }
  });

  it("takes TRUST_PROXY as proxy-addr does: off, all, a hop count, or trusted addresses", () => {
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8 ,fd00::/8,192.0.2.1" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "192.0.2.1",
    ]);
    for (const bad of ["yes", "-1", "1.5", "10.0.0.0/33", "proxy.example", "loopback,,"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be "true", "false", a hop count/);
    }
  });

  it("stores leads in SQLite by default and refuses a database URL it cannot use", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("");
    expect(env.SQLITE_PATH).toBe("data/site.sqlite");
    expect(env.RATE_LIMIT_MAX).toBe(10);
    expect(env.RATE_LIMIT_WINDOW_S).toBe(60);
    expect(env.EMAILJS_API_URL).toBe("https://api.emailjs.com");
    expect(parseEnv({ DATABASE_URL: "postgres://u@db:5432/site" }).DATABASE_URL).toBe("postgres://u@db:5432/site");
    expect(() => parseEnv({ DATABASE_URL: "mysql://u@db/site" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ RATE_LIMIT_MAX: "0" })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => parseEnv({ LEADS_TO_EMAIL: "not an address" })).toThrow(/LEADS_TO_EMAIL/);
  });

  it("prices proposals with the tax, deposit and validity settings, and takes Stripe's two secrets together (issue 33)", () => {
    const env = parseEnv({});
    expect(env.SALES_TAX_RATE).toBe(0);
    expect(env.TAX_INSTALLATION).toBe(false);
    expect(env.DEPOSIT_PERCENT).toBe(50);
    expect(env.PROPOSAL_VALID_DAYS).toBe(30);
    expect(env.STRIPE_API_BASE).toBe("https://api.stripe.com");
    expect(parseEnv({ SALES_TAX_RATE: "0.0825", TAX_INSTALLATION: "true" })).toMatchObject({
      SALES_TAX_RATE: 82_500,
      TAX_INSTALLATION: true,
    });
    expect(() => parseEnv({ SALES_TAX_RATE: "8.25" })).toThrow(/SALES_TAX_RATE: must be a decimal fraction/);
    expect(() => parseEnv({ TAX_INSTALLATION: "yes" })).toThrow(/TAX_INSTALLATION/);
    expect(() => parseEnv({ DEPOSIT_PERCENT: "0" })).toThrow(/DEPOSIT_PERCENT/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET: .*set both or neither/);
    expect(() => parseEnv({ STRIPE_API_BASE: "http://stripe.example" })).toThrow(/STRIPE_API_BASE/);
    expect(parseEnv({ STRIPE_API_BASE: "http://127.0.0.1:4312" }).STRIPE_API_BASE).toBe("http://127.0.0.1:4312");
  });

  it("turns texts off without a Twilio SID and takes a SID only with its token and a sender (issue 35)", () => {
    const sid = `AC${"a1".repeat(16)}`;
    const env = parseEnv({});
    expect(env.TWILIO_ACCOUNT_SID).toBe("");
    expect(env.TWILIO_API_BASE).toBe("https://api.twilio.com");
    expect(parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+13105550100" })).toMatchObject({
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_FROM: "+13105550100",
    });
    const service = `MG${"b2".repeat(16)}`;
    expect(
      parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "t", TWILIO_MESSAGING_SERVICE_SID: service })
        .TWILIO_MESSAGING_SERVICE_SID,
    ).toBe(service);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_FROM: "+13105550100" })).toThrow(/TWILIO_AUTH_TOKEN: /);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "t" })).toThrow(/TWILIO_FROM: .*sender/);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: "12345" })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => parseEnv({ TWILIO_FROM: "310-555-0100" })).toThrow(/TWILIO_FROM: .*E.164/);
    expect(() => parseEnv({ TWILIO_API_BASE: "http://twilio.example" })).toThrow(/TWILIO_API_BASE/);
    expect(parseEnv({ TWILIO_API_BASE: "http://127.0.0.1:4361" }).TWILIO_API_BASE).toBe("http://127.0.0.1:4361");
  });

  it("takes a VAPID key pair only whole and matching, and a mailto: or https: subject (issue 40)", () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const env = parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(env.VAPID_PUBLIC_KEY).toBe(pair.publicKey);
    expect(env.VAPID_SUBJECT).toMatch(/^mailto:.+@/);
    expect(parseEnv({}).VAPID_PUBLIC_KEY).toBe("");
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY: set both VAPID keys/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => parseEnv({ VAPID_SUBJECT: "owner@example.com" })).toThrow(/VAPID_SUBJECT/);
    expect(parseEnv({ VAPID_SUBJECT: "https://example.com/contact" }).VAPID_SUBJECT).toBe(
      "https://example.com/contact",
    );
    expect(parseEnv({ PUSH_SERVICE_HOSTS: "127.0.0.1, FCM.googleapis.com" }).PUSH_SERVICE_HOSTS).toEqual([
      "127.0.0.1",
      "fcm.googleapis.com",
    ]);
    expect(() => parseEnv({ PUSH_SERVICE_HOSTS: "https://fcm.googleapis.com/" })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
