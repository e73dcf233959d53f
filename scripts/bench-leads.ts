/**
 * The lead API as the load and fault benchmarks see it: its three endpoints,
 * a valid body for each (unique e-mail per request so every stored row can be
 * traced to one request), and where each lead lands in the database.
 */
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";

export type LeadEndpoint = {
  kind: "contact" | "quote" | "newsletter";
  path: string;
  table: string;
  emailColumn: string;
  body: (email: string) => Record<string, unknown>;
};

export const LEAD_ENDPOINTS: LeadEndpoint[] = [
  {
    kind: "contact",
    path: "/api/contact",
    table: "contact_messages",
    emailColumn: "user_email",
    body: (email) => ({
      user_name: "Load Test",
      user_email: email,
      user_phone: "555-010-0000",
      message: "Benchmark message: please ignore.",
      location_address: "1 Main St, Los Angeles, CA",
      location_lat: 34.0522,
      location_lng: -118.2437,
    }),
  },
  {
    kind: "quote",
    path: "/api/quote",
    table: "quote_requests",
    emailColumn: "user_email",
    body: (email) => ({
      user_name: "Load Test",
      user_email: email,
      user_phone: "555-010-0000",
      product_type: "blinds",
      product_model: "Standard Horizontal Blinds",
      quantity: 2,
      window_dimensions: "36 x 48 in",
      preferred_color: "White",
      preferred_material: "Wood",
      installation_required: "no",
      message: "",
    }),
  },
  {
    kind: "newsletter",
    path: "/api/newsletter/subscribe",
    table: "newsletter_subscribers",
    emailColumn: "email",
    body: (email) => ({ email }),
  },
];

export const emailFor = (tag: string, n: number) => `load-${tag}-${n}@example.com`;

export type Storage = { sqlitePath: string } | { databaseUrl: string };

/** Rows whose e-mail starts with `load-<tag>-`: how many, and how many e-mails appear more than once. */
export async function storedLeads(
  storage: Storage,
  endpoint: Pick<LeadEndpoint, "table" | "emailColumn">,
  tag: string,
): Promise<{ rows: number; emails: Set<string>; duplicates: number }> {
  const sql = `SELECT ${endpoint.emailColumn} AS email FROM ${endpoint.table} WHERE ${endpoint.emailColumn} LIKE $1`;
  const pattern = `load-${tag}-%`;
  let emails: string[];
  if ("sqlitePath" in storage) {
    const db = new BetterSqlite3(storage.sqlitePath, { readonly: true, fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      emails = (db.prepare(sql.replace("$1", "?")).all(pattern) as { email: string }[]).map((r) => r.email);
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    try {
      emails = (await client.query<{ email: string }>(sql, [pattern])).rows.map((r) => r.email);
    } finally {
      await client.end();
    }
  }
  const unique = new Set(emails.map((e) => e.toLowerCase()));
  return { rows: emails.length, emails: unique, duplicates: emails.length - unique.size };
}
