import type { Generated } from "kysely";

/** Timestamps are ISO-8601 UTC text in both databases, so they sort and compare as text. */
type Timestamp = string;

export type ContactMessageTable = {
  id: string;
  created_at: Timestamp;
  user_name: string;
  user_email: string;
  user_phone: string;
  message: string;
  location_address: string;
  location_lat: number | null;
  location_lng: number | null;
  client_ip: string;
  user_agent: string;
};

export type QuoteRequestTable = {
  id: string;
  created_at: Timestamp;
  user_name: string;
  user_email: string;
  user_phone: string;
  product_type: string;
  product_model: string;
  custom_product_model: string;
  quantity: number;
  window_dimensions: string;
  preferred_color: string;
  preferred_material: string;
  installation_required: string;
  message: string;
  client_ip: string;
  user_agent: string;
};

export type NewsletterSubscriberTable = {
  id: string;
  created_at: Timestamp;
  /** Trimmed and lower-cased; unique. */
  email: string;
  unsubscribed_at: Timestamp | null;
  client_ip: string;
};

export type OutboxStatus = "pending" | "sending" | "delivered" | "failed";
export type OutboxJobKind = "notify" | "welcome";

export type OutboxTable = {
  id: string;
  created_at: Timestamp;
  job: OutboxJobKind;
  lead_kind: string;
  lead_id: string;
  /** JSON of the message data, captured when the lead was stored. */
  payload: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
};

export type RateLimitTable = {
  key: string;
  window_start: number;
  count: number;
  expires_at: Timestamp;
};

export type Database = {
  contact_messages: ContactMessageTable;
  quote_requests: QuoteRequestTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
};
