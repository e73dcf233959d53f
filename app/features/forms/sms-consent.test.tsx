import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ContactForm } from "../contact/contact-form";
import { QuoteForm } from "../quote/quote-form";

/** Every public form that asks for a phone number asks, beside it, whether texts may go to it (issue 35). */
const WORDING = "Text me about my appointment and order (message and data rates may apply; reply STOP to opt out)";

function render(path: string, form: React.ReactElement) {
  const Stub = createRoutesStub([{ path, Component: () => form }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe.each([
  ["the contact form", "/contact", <ContactForm key="contact" />],
  ["the quote form", "/quote", <QuoteForm key="quote" />],
])("%s (issue 35)", (_name, path, form) => {
  it("asks for texts with an unticked box in the issue's exact words, after the phone number", () => {
    const html = render(path, form);
    const box = html.match(/<input[^>]*name="sms_consent"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).toContain('value="on"');
    expect(box).not.toContain("checked");
    expect(html).toContain(WORDING);
    expect(html.indexOf('name="sms_consent"')).toBeGreaterThan(html.indexOf('name="user_phone"'));
  });

  it("keeps the box ticked when the form comes back refused", () => {
    const answer = { outcome: "invalid" as const, fields: {}, values: { sms_consent: "on" } };
    const refused =
      path === "/contact" ? (
        <ContactForm answer={{ ...answer, kind: "contact" }} />
      ) : (
        <QuoteForm answer={{ ...answer, kind: "quote" }} />
      );
    const box = render(path, refused).match(/<input[^>]*name="sms_consent"[^>]*>/)?.[0] ?? "";
    expect(box).toContain("checked");
  });
});
