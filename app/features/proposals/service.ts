/**
 * What the proposal pages ask of the server (issue 33; server/proposals/): the customer's page and its answers, and
 * the back office's editor. Browser-safe types and the two service contexts.
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { Delivery, HistoryEntry } from "../admin/back-office.ts";
import type { InboxKind } from "../leads/kinds.ts";
import type { ClientInfo } from "../leads/service.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { OrderTimeline } from "../orders/service.ts";
import type { ProposalState } from "./content.ts";
import type { DocumentTotal, ProposalDocument } from "./document.ts";
import type { EditorValues } from "./schema.ts";

export type AcceptResult =
  | { status: "accepted"; version: number; acceptedAt: string; sha256: string }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "not_found" }
  | { status: "superseded" }
  | { status: "expired" }
  | { status: "unavailable" };

export type DeclineResult =
  | { status: "declined"; declinedAt: string }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "not_found" }
  | { status: "accepted" }
  | { status: "unavailable" };

export type DepositResult =
  | { status: "checkout"; url: string }
  | { status: "not_found" }
  | { status: "not_accepted" }
  | { status: "already_paid" }
  | { status: "not_configured" }
  | { status: "unavailable" };

/** The customer's page: the latest sent version as a document, where it stands and what can be done next. */
export type CustomerView = {
  token: string;
  state: ProposalState;
  version: number;
  document: ProposalDocument;
  /** The day it expired (written out), when it has. */
  expiredOn: string | null;
  declinedOn: string | null;
  deposit: {
    amount: string;
    paid: boolean;
    /** Card payment through Stripe is set up. */
    online: boolean;
  };
  /** The PDF's path. */
  pdfPath: string;
  /** The customer's phone can receive texts: the acceptance offers the "Text me…" box (issue 35). */
  textable: boolean;
  /** Once accepted, the order's progress (issue 34). */
  order: OrderTimeline | null;
};

export type ProposalPages = {
  /** The latest sent version of the proposal at `token`, in `locale`; null for an unknown token or a draft. */
  view(token: string, locale: Locale): Promise<CustomerView | null>;
  accept(token: string, input: unknown, client: ClientInfo): Promise<AcceptResult>;
  decline(token: string, input: unknown, client: ClientInfo): Promise<DeclineResult>;
  /** A Checkout Session for the deposit of the accepted version. */
  deposit(token: string): Promise<DepositResult>;
};

export const proposalPagesContext = serviceContext<ProposalPages>("proposal-pages");

export type ProposalListItem = {
  id: string;
  number: string;
  state: ProposalState;
  version: number;
  total: string;
  depositPaid: boolean;
  updatedAt: string;
};

export type VersionSummary = {
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  sentAt: string | null;
  sentBy: string | null;
  validUntil: string | null;
  total: string;
};

export type PaymentSummary = {
  id: string;
  createdAt: string;
  version: number;
  status: "paid" | "review";
  reviewReason: string | null;
  amount: string;
  method: string;
  note: string;
  recordedBy: string;
};

export type ProposalDetail = {
  id: string;
  number: string;
  lead: { kind: InboxKind; id: string; name: string };
  state: ProposalState;
  locale: Locale;
  /** The customer's page and PDF (absolute). */
  customerUrl: string;
  pdfUrl: string;
  /** The version shown, and whether it is the latest. */
  version: number;
  latestVersion: number;
  sentVersion: number | null;
  /** The shown version is the latest and still a draft: Save changes it in place; otherwise Save makes a new one. */
  isDraft: boolean;
  /** Accepted proposals cannot change. */
  editable: boolean;
  values: EditorValues;
  totals: DocumentTotal[];
  depositCents: number;
  depositPaid: boolean;
  acceptance: { signerName: string; acceptedAt: string; version: number; sha256: string; clientIp: string } | null;
  declined: { at: string; reason: string } | null;
  /** When the customer was taken out of it (a privacy erasure or its retention: decision 0029); null while they are in. */
  anonymisedAt: string | null;
  versions: VersionSummary[];
  payments: PaymentSummary[];
  history: HistoryEntry[];
  deliveries: Delivery[];
};

export type SaveResult =
  | { status: "saved"; version: number; newVersion: boolean }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "not_found" }
  | { status: "refused"; message: string };

export type SendResult =
  { status: "sent"; version: number } | { status: "not_found" } | { status: "refused"; message: string };

export type RecordDepositResult =
  | { status: "recorded" }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "not_found" }
  | { status: "refused"; message: string };

/** A proposal as the CLI prints it: `{ id, token, url, version }`. */
export type ProposalHandle = { id: string; token: string; url: string; version: number };

export type ProposalOffice = {
  create(
    lead: { kind: InboxKind; id: string },
    staff: string,
    client: ClientInfo,
  ): Promise<{ status: "created"; proposal: ProposalHandle } | { status: "not_found" }>;
  forLead(kind: InboxKind, id: string): Promise<ProposalListItem[]>;
  detail(id: string, version?: number): Promise<ProposalDetail | null>;
  save(id: string, values: EditorValues, staff: string, client: ClientInfo): Promise<SaveResult>;
  send(id: string, staff: string, client: ClientInfo): Promise<SendResult>;
  handle(id: string): Promise<ProposalHandle | null>;
  recordDeposit(
    id: string,
    input: Record<string, string>,
    staff: string,
    client: ClientInfo,
  ): Promise<RecordDepositResult>;
};

export const proposalOfficeContext = serviceContext<ProposalOffice>("proposal-office");
