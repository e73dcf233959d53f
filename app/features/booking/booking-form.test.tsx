import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BookingForm } from "./booking-form";
import { pickerFrom, scriptedPicker } from "./days";

const area = { center: { lat: 34.0522, lng: -118.2437 }, radiusMiles: 40 };

function render(slots: { start: string; end: string; remaining: number }[]) {
  const picker = pickerFrom({ timeZone: "America/New_York", slotMinutes: 60, slots }, "2026-12-01");
  const form = <BookingForm picker={scriptedPicker(picker)} allDays={picker.days} serviceArea={area} />;
  const Stub = createRoutesStub([{ path: "/book", Component: () => form }]);
  return renderToString(<Stub initialEntries={["/book"]} />);
}

describe("the booking form", () => {
  it("says so, with a way to reach the business, when no time is free in the next two weeks", () => {
    const html = render([]);
    expect(html).toContain("No free times in the next two weeks");
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Send us a message<\/a>/);
    expect(html).not.toContain("<form");
  });

  it("lists fourteen days, a free day's times in the business's zone, and posts to /book", () => {
    const html = render([
      { start: "2026-12-02T14:00:00Z", end: "2026-12-02T15:00:00Z", remaining: 2 },
      { start: "2026-12-02T15:00:00Z", end: "2026-12-02T16:00:00Z", remaining: 1 },
    ]);
    expect(html.match(/name="day"/g)).toHaveLength(14);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<form[^>]*action="\/book"/);
    expect(html).toContain('value="2026-12-02T14:00:00Z"');
    expect(html).toMatch(/9:00\sAM ET/);
    expect(html).toMatch(/10:00\sAM ET/);
    // The first day with times is the one shown; a day without any cannot be chosen.
    const days = html.match(/<input[^>]*name="day"[^>]*>/g) ?? [];
    expect(days.filter((d) => d.includes('checked=""'))).toEqual([expect.stringContaining('value="2026-12-02"')]);
    expect(days.filter((d) => !d.includes('disabled=""'))).toHaveLength(1);
  });

  it("asks for texts with an unticked box, in the issue's exact words, beside the phone number (issue 35)", () => {
    const html = render([{ start: "2026-12-02T14:00:00Z", end: "2026-12-02T15:00:00Z", remaining: 2 }]);
    const box = html.match(/<input[^>]*name="sms_consent"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain("checked");
    expect(html).toContain(
      "Text me about my appointment and order (message and data rates may apply; reply STOP to opt out)",
    );
    expect(html.indexOf('name="sms_consent"')).toBeGreaterThan(html.indexOf('name="user_phone"'));
  });

  it("gives its island one day's times: the no-script list holds every day's, inside <noscript> (issue 31)", () => {
    const html = render([
      { start: "2026-12-02T14:00:00Z", end: "2026-12-02T15:00:00Z", remaining: 2 },
      { start: "2026-12-03T15:00:00Z", end: "2026-12-03T16:00:00Z", remaining: 1 },
    ]);
    const [noscript = "", scripted = ""] = html.split("</noscript>");
    expect(noscript).toContain('value="2026-12-03T15:00:00Z"');
    // The scripted picker: fourteen days with their counts, the first free day's times only, none checked yet.
    expect(scripted.match(/name="picker-day"/g)).toHaveLength(14);
    expect(scripted).toContain('value="2026-12-02T14:00:00Z"');
    expect(scripted).not.toContain('value="2026-12-03T15:00:00Z"');
    expect(scripted.match(/<input[^>]*name="start"[^>]*>/g)?.filter((i) => i.includes("checked"))).toEqual([]);
  });
});
