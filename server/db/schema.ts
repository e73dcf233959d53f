import type { Generated } from "kysely";

/** Timestamps are ISO-8601 UTC text in both databases, so they sort and compare as text. */
type Timestamp = string;

type Row = { id: string; created_at: Timestamp };
/** The language a lead was made in (issue 32): every message to the person is written in it. */
type Localized = { locale: Generated<string> };

/** The columns of every lead (contact message, quote request, booking): who sent it, from where, in which language. */
type Lead = Row &
  Localized & { user_name: string; user_email: string; user_phone: string; client_ip: string; user_agent: string };

export type ContactMessageTable = Lead & {
  message: string;
  location_address: string;
  location_lat: number | null;
  location_lng: number | null;
};

export type QuoteRequestTable = Lead & {
  product_type: string;
  product_model: string;
  custom_product_model: string;
  quantity: number;
  window_dimensions: string;
  preferred_color: string;
  preferred_material: string;
  installation_required: string;
  message: string;
  /** The listed windows as JSON (room, width_in, height_in, quantity, mount); "[]" when none. */
  windows: Generated<string>;
  /** The server's estimate in whole dollars (USD); null without windows. */
  estimate_low: number | null;
  estimate_high: number | null;
};

export type NewsletterSubscriberTable = Row &
  Localized & {
    /** Trimmed and lower-cased; unique. */
    email: string;
    /** Null while pending: the confirmation link has not been followed (double opt-in). */
    confirmed_at: Timestamp | null;
    unsubscribed_at: Timestamp | null;
    client_ip: string;
  };

/** `cancelled`: dropped before it went out (a reminder of a booking that was cancelled or moved). */
export type OutboxStatus = "pending" | "sending" | "delivered" | "failed" | "cancelled";

export type OutboxTable = Row & {
  /** Name of the handler that delivers it (server/jobs/worker.ts). */
  job: string;
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

/** A photo of a quote's windows: re-encoded JPEG, no metadata (issue 13). */
export type QuotePhotoTable = {
  id: string;
  quote_id: string;
  /** Order the visitor attached them in, from 0. */
  position: number;
  created_at: Timestamp;
  /** The name it was sent under, cleaned for display. */
  filename: string;
  width: number;
  height: number;
  bytes: Buffer;
};

export type RateLimitTable = { key: string; window_start: number; count: number; expires_at: Timestamp };

export type ServerSecretTable = { name: string; value: string; created_at: Timestamp };

export type BookingStatus = "confirmed" | "cancelled";

/** A booking's user_email is trimmed and lower-cased. */
export type BookingTable = Lead & {
  updated_at: Timestamp;
  status: BookingStatus;
  /** ISO-8601 UTC instants, as the slots API writes them ("2026-12-01T14:00:00Z"). */
  start_at: Timestamp;
  end_at: Timestamp;
  address: string;
  location_lat: number | null;
  location_lng: number | null;
  rooms: number | null;
  message: string;
  /** 1 when the picked location lies outside the service area (the business confirms by phone). */
  outside_service_area: number;
  /** iCalendar SEQUENCE: raised on every change the visitor is told about. */
  sequence: number;
  cancelled_at: Timestamp | null;
  /** "customer" or the staff member who cancelled it. */
  cancelled_by: string | null;
  /** The swatches to bring to the visit (issue 36): their catalogue ids as a JSON list, "[]" for none. */
  swatches: Generated<string>;
};

/** Where a mailed swatch order stands: packed and sent by staff, then delivered. */
export type SwatchOrderStatus = "to_pack" | "shipped" | "delivered";

/** A mailed swatch order (issue 36): who, where (a US address), which swatches, and its fulfilment. */
export type SwatchOrderTable = Lead & {
  updated_at: Timestamp;
  status: SwatchOrderStatus;
  /** The catalogue ids as a JSON list, in the order they were in the bag. */
  swatches: string;
  address_line1: string;
  address_line2: string;
  city: string;
  /** The two-letter USPS code. */
  state: string;
  zip: string;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: Timestamp | null;
  shipped_by: string | null;
  delivered_at: Timestamp | null;
  delivered_by: string | null;
};

/**
 * The household rule's claims: one row per household key ("address:…" or "email:…"), naming the order that holds it
 * and since when. A later order may take a key over only once its claim is older than the rule's 30 days.
 */
export type SwatchHouseholdTable = { key: string; order_id: string; claimed_at: Timestamp };

export type BookingSeatTable = { slot_start: Timestamp; seat: number; booking_id: string };

/** A seat a visit holds in one booking-grid slot (migration 018; decision 0023). */
export type VisitSeatTable = {
  pool: "people" | "installation";
  slot_start: Timestamp;
  seat: number;
  visit_kind: "consultation" | "installation";
  visit_id: string;
};

/** An order's installation, booked by the customer or by staff (issue 34 item 2). */
export type InstallationTable = {
  id: string;
  proposal_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  status: "confirmed" | "cancelled";
  start_at: Timestamp;
  end_at: Timestamp;
  booked_by: string;
  sequence: number;
  cancelled_at: Timestamp | null;
  cancelled_by: string | null;
};

export type ClosedDateTable = {
  /** YYYY-MM-DD in the business's time zone. */
  date: string;
  source: "env" | "staff";
  created_at: Timestamp;
  created_by: string | null;
};

export type StaffUserTable = {
  id: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** argon2id, in its PHC string form (parameters included). */
  password_hash: string;
  /** Base32 TOTP secret; null until an authenticator is enrolled. */
  totp_secret: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  disabled_at: Timestamp | null;
};

export type StaffSessionTable = {
  /** SHA-256 (hex) of the cookie's value. */
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Absolute end: created_at + 7 days. */
  expires_at: Timestamp;
  client_ip: string;
  user_agent: string;
};

export type LoginFailureTable = { id: string; at: Timestamp; email: string; client_ip: string };

export type AuditLogTable = {
  id: string;
  at: Timestamp;
  /** A staff e-mail, "cli" or "system". */
  actor: string;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  /** JSON. */
  detail: string;
  client_ip: string | null;
};

export type PipelineStatus = "new" | "contacted" | "quoted" | "won" | "lost";

/** A lead's place in the pipeline; a lead without a row is "new". */
export type LeadPipelineTable = {
  lead_kind: string;
  lead_id: string;
  status: PipelineStatus;
  updated_at: Timestamp;
  updated_by: string;
};

export type LeadNoteTable = {
  id: string;
  lead_kind: string;
  lead_id: string;
  at: Timestamp;
  author: string;
  body: string;
};

/** A privacy request's place: awaiting its e-mailed confirmation, confirmed (staff to answer), or answered. */
export type PrivacyRequestStatus = "unverified" | "verified" | "sent" | "erased" | "declined";

/** A person's own request for a copy of their data or its deletion (docs/decisions/0022). */
export type PrivacyRequestTable = Row &
  Localized & {
    /** Trimmed and lower-cased. */
    email: string;
    request: "access" | "erasure";
    /** What the person added; cleared once the request is answered. */
    note: Generated<string>;
    status: PrivacyRequestStatus;
    verified_at: Timestamp | null;
    /** YYYY-MM-DD in the business's time zone: the privacy policy's promise, and CCPA's 45 days, from receipt. */
    answer_by: string | null;
    legal_deadline: string | null;
    answered_at: Timestamp | null;
    /** The staff member who answered. */
    answered_by: string | null;
    /** Why it was declined (app/features/privacy/decline-reasons.ts), and staff's own words to the person. */
    decline_reason: string | null;
    decline_note: Generated<string>;
    client_ip: Generated<string>;
    user_agent: Generated<string>;
  };

/** draft → sent → accepted / declined; "expired" is a sent proposal past its version's date (computed). */
export type ProposalStatus = "draft" | "sent" | "accepted" | "declined";

/** An offer to a lead (issue 33): the customer reaches it by `token`. */
export type ProposalTable = {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: string;
  lead_kind: string;
  lead_id: string;
  /** base64url of 32 random bytes. */
  token: string;
  locale: string;
  status: ProposalStatus;
  /** The version the customer sees (the latest sent); null until one is sent. */
  sent_version: number | null;
  declined_at: Timestamp | null;
  decline_reason: string | null;
  /** When the customer's personal data was taken out (an erasure or the retention job; migration 023). */
  anonymised_at: Generated<Timestamp | null>;
};

export type ProposalVersionTable = {
  proposal_id: string;
  version: number;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
  /** JSON of ProposalContent (app/features/proposals/content.ts). */
  content: string;
  total_cents: number;
  deposit_cents: number;
  sent_at: Timestamp | null;
  sent_by: string | null;
  /** YYYY-MM-DD in the business's time zone. */
  valid_until: string | null;
};

/** The e-signature's evidence: never updated nor deleted (a trigger refuses both). */
export type ProposalAcceptanceTable = {
  id: string;
  proposal_id: string;
  version: number;
  sha256: string;
  signer_name: string;
  agreed: number;
  accepted_at: Timestamp;
  client_ip: string;
  user_agent: string;
};

export type PaymentStatus = "paid" | "review";

export type ProposalPaymentTable = {
  id: string;
  created_at: Timestamp;
  proposal_id: string;
  version: number;
  status: PaymentStatus;
  review_reason: string | null;
  amount_cents: number;
  currency: string;
  source: "stripe" | "staff";
  method: string;
  note: string;
  recorded_by: string;
  stripe_session_id: string | null;
  stripe_event_id: string | null;
};

export type PaymentEventTable = { id: string; type: string; received_at: Timestamp; outcome: string };
/** One browser that gets the back office's pushes (issue 40); removed when the push service says it is gone. */
export type PushSubscriptionTable = {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  created_at: Timestamp;
};

/** A staff member's own choices; no row: the defaults. */
export type StaffPreferenceTable = { user_id: string; agenda_on_phone: number; updated_at: Timestamp };

/** A signed proposal's order (issue 34; migration 016). */
export type OrderTable = {
  proposal_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  stage: string;
  expected_week: string | null;
  cancel_reason: string | null;
};

/** One move of an order by staff, undone or not. */
export type OrderStageChangeTable = {
  id: string;
  proposal_id: string;
  seq: number;
  stage: string;
  previous_stage: string;
  previous_expected_week: string | null;
  expected_week: string | null;
  note: string;
  changed_at: Timestamp;
  changed_by: string;
  mailed: number;
  undone_at: Timestamp | null;
  undone_by: string | null;
};

/** Issue 35 (migration 017): consent records, texts sent and received, numbers that replied STOP. */
export type SmsConsentTable = Row & {
  phone: string;
  wording: string;
  locale: string;
  page: string;
  client_ip: string;
  lead_kind: string;
  lead_id: string;
};

export type SmsDirection = "out" | "in";
/**
 * Twilio's delivery statuses of a text sent; "pending" before Twilio was called for it, "sending" once it was called
 * and its answer is not stored yet (the row's `updated_at` is the attempt's time: a later run asks Twilio before sending
 * again), "received" for a text that came in.
 */
/**
 * An outgoing text: "pending" (made, never tried), "sending" (a run is calling Twilio), "retrying" (a call ended without
 * Twilio's answer, so the retry asks Twilio first), then Twilio's statuses; "received" for an inbound text.
 */
export type SmsStatus =
  "pending" | "sending" | "retrying" | "queued" | "sent" | "delivered" | "undelivered" | "failed" | "received";

export type SmsMessageTable = Row & {
  updated_at: Timestamp;
  direction: SmsDirection;
  phone: string;
  lead_kind: string | null;
  lead_id: string | null;
  purpose: string;
  body: string;
  status: SmsStatus;
  error_code: string | null;
  idempotency_key: string | null;
  provider_sid: string | null;
  read_at: Timestamp | null;
  /** The outbox job that sends it (null for a received text): only that job sends the key's text. */
  job_id: string | null;
};

export type SmsOptOutTable = { phone: string; created_at: Timestamp; keyword: string };

/** A lead made by a text from a number no lead knew (issue 35, migration 021): one per number. */
export type TextLeadTable = Lead & { phone: string; message: string };

/** A delivery status that came before the send's answer was stored (migration 021): applied when it is. */
export type SmsEarlyStatusTable = {
  provider_sid: string;
  status: string;
  error_code: string | null;
  created_at: Timestamp;
};

/** An order's balance, paid by Stripe or recorded by staff (issue 34 item 3; migration 020). */
export type BalancePaymentTable = Omit<ProposalPaymentTable, "version">;

/** The customer's private feedback on an installed order (issue 34 item 4). */
export type OrderFeedbackTable = {
  proposal_id: string;
  created_at: Timestamp;
  stars: number;
  comment: string;
  locale: string;
};

/** A customer's personal referral code (issue 34 item 5). */
export type ReferralCodeTable = { code: string; customer_email: string; proposal_id: string; created_at: Timestamp };

/** A lead that arrived with a referral code, and the referrer's reward. */
export type ReferralTable = {
  id: string;
  code: string;
  lead_kind: string;
  lead_id: string;
  created_at: Timestamp;
  reward_given_at: Timestamp | null;
  reward_given_by: string | null;
};

/** A staff user who visits homes (issue 37; migration 019). */
export type ConsultantTable = {
  user_id: string;
  /** Their own seat number in booking_seats: a booking they take holds (slot start, this seat). */
  seat: number;
  /** First name, as the customer's confirmation names them. */
  name: string;
  /** Their week as JSON: ISO weekday ("1" = Monday) → [from, to] minutes after local midnight. */
  hours: string;
  /** Most visits in one day; null for no limit. */
  daily_limit: number | null;
  active: number;
  /** Their own calendar's private iCalendar address, read every CALENDAR_POLL_MINUTES. */
  calendar_url: string | null;
  calendar_checked_at: Timestamp | null;
  calendar_error: string | null;
  /** Part of the signed token of their feed: raised to retire the old address. */
  feed_version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ConsultantDayOffTable = { user_id: string; date: string };

/** Which consultant a booking was given (kept when it is cancelled). */
export type BookingConsultantTable = {
  booking_id: string;
  user_id: string;
  assigned_at: Timestamp;
  assigned_by: string;
};

/** Which consultant an installation was given (migration 022; kept when it is cancelled). */
export type InstallationConsultantTable = {
  installation_id: string;
  user_id: string;
  assigned_at: Timestamp;
  assigned_by: string;
};

export type ConsultantBusyTable = { user_id: string; start_at: Timestamp; end_at: Timestamp };

export type VisitAttendanceTable = {
  booking_id: string;
  outcome: "attended" | "no_show";
  marked_at: Timestamp;
  marked_by: string;
};

export type Database = {
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  login_failures: LoginFailureTable;
  audit_log: AuditLogTable;
  lead_pipeline: LeadPipelineTable;
  lead_notes: LeadNoteTable;
  bookings: BookingTable;
  swatch_orders: SwatchOrderTable;
  swatch_households: SwatchHouseholdTable;
  booking_seats: BookingSeatTable;
  closed_dates: ClosedDateTable;
  server_secrets: ServerSecretTable;
  contact_messages: ContactMessageTable;
  quote_requests: QuoteRequestTable;
  quote_photos: QuotePhotoTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  privacy_requests: PrivacyRequestTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  proposals: ProposalTable;
  proposal_versions: ProposalVersionTable;
  proposal_acceptances: ProposalAcceptanceTable;
  proposal_payments: ProposalPaymentTable;
  payment_events: PaymentEventTable;
  orders: OrderTable;
  order_stage_changes: OrderStageChangeTable;
  visit_seats: VisitSeatTable;
  installations: InstallationTable;
  push_subscriptions: PushSubscriptionTable;
  staff_preferences: StaffPreferenceTable;
  sms_consents: SmsConsentTable;
  sms_messages: SmsMessageTable;
  sms_opt_outs: SmsOptOutTable;
  text_leads: TextLeadTable;
  sms_early_statuses: SmsEarlyStatusTable;
  balance_payments: BalancePaymentTable;
  order_feedback: OrderFeedbackTable;
  referral_codes: ReferralCodeTable;
  referrals: ReferralTable;
  consultants: ConsultantTable;
  consultant_days_off: ConsultantDayOffTable;
  booking_consultants: BookingConsultantTable;
  consultant_busy: ConsultantBusyTable;
  visit_attendance: VisitAttendanceTable;
  installation_consultants: InstallationConsultantTable;
};
