/** The newsletter's subscribers in the back office (issue 14). */
import { serviceContext } from "../../lib/app-context.ts";

/** The subscribers' list the server provides to the /admin/subscribers page (server/admin/subscribers.ts). */
export const subscribersContext = serviceContext<Subscribers>("subscribers");
export const SUBSCRIBER_STATES = ["active", "pending", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const SUBSCRIBER_PAGE_SIZE = 50;

export const STATE_LABELS: Record<SubscriberState, string> = {
  active: "Active",
  pending: "Awaiting confirmation",
  unsubscribed: "Unsubscribed",
};

export type SubscriberFilter = { q: string; state: SubscriberState | ""; page: number };

export type Subscriber = {
  id: string;
  email: string;
  state: SubscriberState;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};

export type SubscriberPage = {
  counts: Record<SubscriberState, number>;
  items: Subscriber[];
  total: number;
  page: number;
  pages: number;
};

export type Subscribers = {
  list(filter: SubscriberFilter): Promise<SubscriberPage>;
  csv(filter: SubscriberFilter): Promise<string>;
  find(id: string): Promise<Subscriber | null>;
  /** On the subscriber's request: exactly what their own unsubscribe link does, audited. */
  unsubscribe(id: string, staff: string, clientIp: string): Promise<{ ok: boolean; message: string }>;
};

/** The filter from a query string; unknown values are dropped rather than refused (it is a view). */
export function subscriberFilter(params: URLSearchParams): SubscriberFilter {
  const state = params.get("state") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    state: (SUBSCRIBER_STATES as readonly string[]).includes(state) ? (state as SubscriberState) : "",
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}
