import { business } from "../../app/content/business.ts";
import type { Db } from "../db/database.ts";
import type { Env } from "../env.ts";
import { createSigner, loadSigningKey } from "../secrets.ts";
import { createConsultants } from "./manage.ts";

/**
 * `npm run admin -- consultant --email <staff e-mail> --hours "Mo-Fr 09:00-17:00" [--daily-limit N]
 * [--calendar-url URL] [--name NAME] [--inactive]` (issue 37's contract): creates or updates a consultant and prints
 * `{ "email", "hours", "dailyLimit", "feedUrl" }`.
 */
export const CONSULTANT_USAGE = `  consultant --email <staff e-mail> --hours "Mo-Fr 09:00-17:00" [--daily-limit N]
             [--calendar-url URL] [--name <first name>] [--inactive]
                            Makes a staff member a consultant (or updates one): their weekly hours
                            within the opening hours, visits per day, their own calendar's iCalendar
                            address; prints {"email","hours","dailyLimit","feedUrl"} as JSON
`;

export class ConsultantCliRefusal extends Error {}

export async function runConsultantCommand(
  values: {
    email?: string;
    hours?: string;
    "daily-limit"?: string;
    "calendar-url"?: string;
    name?: string;
    inactive?: boolean;
  },
  env: Env,
  db: Db,
): Promise<{ email: string; hours: string; dailyLimit: number | null; feedUrl: string }> {
  const limitText = values["daily-limit"];
  if (limitText !== undefined && !/^\d{1,3}$/.test(limitText)) {
    throw new ConsultantCliRefusal("--daily-limit is a whole number of visits.");
  }
  const consultants = createConsultants({
    db: db.kysely,
    signer: createSigner(await loadSigningKey(db.kysely, env.SECRET_KEY)),
    siteUrl: env.SITE_URL,
    openingHours: business.openingHours,
    timeZone: env.BUSINESS_TIMEZONE,
  });
  const saved = await consultants.save(
    {
      email: (values.email ?? "").trim().toLowerCase(),
      name: values.name,
      hours: values.hours ?? "",
      dailyLimit: limitText === undefined ? null : Number(limitText),
      calendarUrl: values["calendar-url"] ?? null,
      active: !values.inactive,
    },
    "cli",
  );
  if (!saved.ok) throw new ConsultantCliRefusal(saved.message);
  const c = saved.consultant;
  return { email: c.email, hours: c.hours, dailyLimit: c.dailyLimit, feedUrl: c.feedUrl };
}
