import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

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
});
