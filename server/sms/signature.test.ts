import { describe, expect, it } from "vitest";
import { twilioSignature, validTwilioSignature } from "./signature.ts";

// The example of Twilio's request-validator documentation and tests: this token, URL and parameters sign to this value.
const token = "12345";
const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
const params = {
  CallSid: "CA1234567890ABCDE",
  Caller: "+14158675309",
  Digits: "1234",
  From: "+14158675309",
  To: "+18005551212",
};

describe("Twilio's request signature", () => {
  it("signs as Twilio's documentation shows", () => {
    expect(twilioSignature(token, url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
  });

  it("is refused when missing, made with another token, for another URL or over other parameters", () => {
    const good = twilioSignature(token, url, params);
    expect(validTwilioSignature(token, url, params, good)).toBe(true);
    expect(validTwilioSignature(token, url, params, undefined)).toBe(false);
    expect(validTwilioSignature(token, url, params, twilioSignature("54321", url, params))).toBe(false);
    expect(validTwilioSignature(token, "https://mycompany.com/other.php", params, good)).toBe(false);
    expect(validTwilioSignature(token, url, { ...params, Digits: "9999" }, good)).toBe(false);
    expect(validTwilioSignature("", url, params, twilioSignature("", url, params))).toBe(false);
  });
});
