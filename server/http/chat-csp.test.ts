import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { contentSecurityPolicy, cspHosts } from "./security-headers.ts";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the chat assistant in the Content Security Policy", () => {
  const chat = {
    CHAT_SCRIPT_URL: "https://cdn.voiceflow.com/widget-next/bundle.mjs",
    CHAT_RUNTIME_URL: "https://general-runtime.voiceflow.com",
  };

  it("names no chat host when no chat project is configured, even if its URLs are set", () => {
    const csp = contentSecurityPolicy(cspHosts(parseEnv(chat)), []);
    expect(csp).not.toContain("voiceflow");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
  });

  it("allows the widget's script, runtime and frames once a project is configured", () => {
    const csp = contentSecurityPolicy(cspHosts(parseEnv({ ...chat, CHAT_PROJECT_ID: "proj-1" })), []);
    expect(directive(csp, "script-src")).toContain("https://cdn.voiceflow.com");
    expect(directive(csp, "connect-src")).toContain("https://general-runtime.voiceflow.com");
    expect(directive(csp, "connect-src")).toContain("https://cdn.voiceflow.com");
    expect(directive(csp, "frame-src")).toContain("https://cdn.voiceflow.com");
  });

  it("allows the runtime the widget is given when no runtime URL is configured", () => {
    const csp = contentSecurityPolicy(cspHosts(parseEnv({ CHAT_PROJECT_ID: "proj-1" })), []);
    expect(directive(csp, "connect-src")).toContain("https://general-runtime.voiceflow.com");
  });

  it("follows a self-hosted widget bundle to its own origin", () => {
    const csp = contentSecurityPolicy(
      cspHosts(parseEnv({ CHAT_PROJECT_ID: "p", CHAT_SCRIPT_URL: "https://chat.amberwood.test/bundle.mjs" })),
      [],
    );
    expect(directive(csp, "script-src")).toContain("https://chat.amberwood.test");
    expect(csp).not.toContain("cdn.voiceflow.com");
  });
});
