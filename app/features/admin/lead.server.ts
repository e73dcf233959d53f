import { data, redirect, type RouterContextProvider } from "react-router";
import { requireService } from "~/lib/app-context";
import { notFound } from "~/lib/http";
import { swatchServiceContext } from "~/features/swatches/service";
import { whenLabel } from "~/features/booking/format";
import { isInboxKind, type InboxKind } from "~/features/leads/kinds";
import { privacyDeskContext } from "~/features/privacy/service";
import { PIPELINE, type PipelineStatus } from "./back-office";
import { isPrivacyIntent, privacyAnswerOf } from "./privacy-answer.server";
import { backOfficeOf } from "./services.server";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "../auth/guard.server";
import { prepareProposal } from "../proposals/editor.server";
import { proposalOfficeContext } from "../proposals/service";
import { handleOrderPost, isOrderIntent, orderNews } from "../orders/orders.server";
import { orderOfficeContext, type OrderSummary } from "../orders/service";
import { handleTextPost, isTextIntent, textNews } from "../texts/lead-texts.server";
import { staffTextsContext } from "../texts/service";
import {
  handleStaffInstallationPost,
  installationNews,
  isStaffInstallationIntent,
  staffInstallations,
} from "../installations/staff.server";

type Context = Readonly<RouterContextProvider>;

export type LeadActionData = {
  message: string;
  fields: Record<string, string>;
  /** A privacy erasure was asked for: the page shows the button that erases (asked twice, like the inbox's). */
  confirmErase?: boolean;
};

/** The kind in a lead page's path; any other word is the 404 page. */
function kindOf(kind: string | undefined): InboxKind {
  if (!isInboxKind(kind)) throw notFound();
  return kind;
}

/** What the page says after a change, by the query its redirect carries. */
const NEWS = {
  saved: "Saved.",
  resent: "The e-mail is on its way again.",
  answered: "Answered: the person's e-mail is on its way, in their language.",
  shipped: "Marked shipped: the customer is being e-mailed the tracking number.",
  delivered: "Marked delivered.",
} as const;

function newsOf(search: URLSearchParams): string | null {
  const key = (Object.keys(NEWS) as (keyof typeof NEWS)[]).find((name) => search.get(name) === "1");
  return key ? NEWS[key] : (orderNews(search) ?? textNews(search) ?? installationNews(search));
}

export async function leadPageData(params: { kind?: string; id?: string }, request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const office = backOfficeOf(context);
  const lead = await office.lead(kindOf(params.kind), params.id ?? "");
  if (!lead) throw notFound();
  // Opening the lead's page reads its texts (issue 35): the inbox's count of unread replies goes down.
  const texts = context.get(staffTextsContext);
  await texts?.markRead(lead.kind, lead.id);
  const when = (iso: string) => whenLabel(iso, office.timeZone);
  const search = new URL(request.url).searchParams;
  // The lead's proposals (issue 33), where this server runs them.
  const proposals = (await context.get(proposalOfficeContext)?.forLead(lead.kind, lead.id)) ?? [];
  // Their orders once accepted (issue 34), by proposal id.
  const orderOffice = context.get(orderOfficeContext);
  const orders: Record<string, OrderSummary> = {};
  for (const proposal of proposals) {
    const order = proposal.state === "accepted" ? await orderOffice?.summary(proposal.id) : null;
    if (order) orders[proposal.id] = order;
  }
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    lead,
    proposals,
    orders,
    // Their installations, where one can be booked or is booked (issue 34 item 2).
    installations: await staffInstallations(context, Object.keys(orders)),
    retentionDays: office.retentionDays,
    texting: texts?.enabled ?? false,
    labels: {
      received: when(lead.created_at),
      booking: lead.booking ? when(lead.booking.start) : null,
      shipped: lead.shipment?.shippedAt ? when(lead.shipment.shippedAt) : null,
      delivered: lead.shipment?.deliveredAt ? when(lead.shipment.deliveredAt) : null,
      deliveries: Object.fromEntries(lead.deliveries.map((d) => [d.id, when(d.delivered_at ?? d.created_at)])),
      notes: Object.fromEntries(lead.notes.map((n) => [n.id, when(n.at)])),
      texts: Object.fromEntries(lead.texts.map((t) => [t.id, when(t.at)])),
      history: lead.history.map((h) => when(h.at)),
    },
    news: newsOf(search),
  };
}

/**
 * POST to a lead: `intent` pipeline (status and an optional note), resend (a delivery id), proposal (start a
 * proposal for the lead, issue 33), a swatch order's fulfilment: ship (carrier and tracking number) or deliver, or
 * one of a privacy request's answers (./privacy-answer.server.ts).
 */
export async function handleLeadPost(params: { kind?: string; id?: string }, request: Request, context: Context) {
  const kind = kindOf(params.kind);
  const id = params.id ?? "";
  const { session, form, client } = await requireStaffPost(request, context);
  const office = backOfficeOf(context);
  const path = `/admin/leads/${kind}/${id}`;
  const refuse = (status: number, message: string, fields: Record<string, string> = {}) =>
    data<LeadActionData>({ message, fields }, { status, headers: ADMIN_HEADERS });
  if (isOrderIntent(form.intent)) return handleOrderPost(form, session.user.email, client, context, path);
  if (isTextIntent(form.intent)) return handleTextPost({ kind, id }, form, session.user.email, client, context, path);
  if (isStaffInstallationIntent(form.intent)) {
    return handleStaffInstallationPost(form, session.user.email, context, path);
  }
  if (form.intent === "ship" || form.intent === "deliver") {
    if (kind !== "swatches") return refuse(400, "Only a swatch order is shipped or delivered.");
    const swatches = requireService(context, swatchServiceContext, "Swatch orders are not available");
    const answer =
      form.intent === "ship"
        ? await swatches.ship(
            id,
            { carrier: form.carrier ?? "", tracking: form.tracking ?? "" },
            session.user.email,
            client,
          )
        : await swatches.deliver(id, session.user.email, client);
    if (!answer.ok) return refuse(answer.status, answer.message, "fields" in answer ? answer.fields : {});
    return redirect(`${path}?${form.intent === "ship" ? "shipped" : "delivered"}=1`, {
      status: 303,
      headers: ADMIN_HEADERS,
    });
  }
  if (form.intent === "proposal") return prepareProposal({ kind, id }, session.user.email, context, client);
  if (form.intent === "resend") {
    const answer = await office.resend(kind, id, form.delivery ?? "", session.user.email, client);
    if (!answer.ok) return refuse(409, answer.message);
    return redirect(`${path}?resent=1`, { status: 303, headers: ADMIN_HEADERS });
  }
  if (isPrivacyIntent(form.intent)) {
    if (kind !== "privacy") return refuse(400, "Only a privacy request takes this answer.");
    const taken = privacyAnswerOf(form.intent, form);
    if ("confirmErase" in taken) return data<LeadActionData>({ message: "", fields: {}, confirmErase: true });
    if ("fields" in taken) return refuse(400, "Please check the highlighted fields.", taken.fields);
    const desk = requireService(context, privacyDeskContext, "Privacy requests are not available right now");
    const answer = await desk.answer(id, taken.answer, session.user.email, client);
    if (!answer.ok) return refuse(answer.status, answer.message);
    return redirect(`${path}?answered=1`, { status: 303, headers: ADMIN_HEADERS });
  }
  const status = form.status ?? "";
  if (!(PIPELINE as readonly string[]).includes(status)) {
    return refuse(400, "Please check the highlighted fields.", { status: "Choose a status from the list." });
  }
  const answer = await office.changePipeline(
    kind,
    id,
    { status: status as PipelineStatus, note: form.note ?? "" },
    session.user.email,
    client,
  );
  if (!answer.ok) return answer.fields ? refuse(400, answer.message, answer.fields) : refuse(404, answer.message);
  return redirect(`${path}?saved=1`, { status: 303, headers: ADMIN_HEADERS });
}
