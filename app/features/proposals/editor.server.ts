import { data, redirect, type RouterContextProvider } from "react-router";
import { whenLabel } from "~/features/booking/format";
import { backOfficeOf } from "~/features/admin/services.server";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "~/features/auth/guard.server";
import { requireService } from "~/lib/app-context";
import { notFound } from "~/lib/http";
import { EDITOR_NEWS, MAX_LINES } from "./content";
import { EMPTY_LINE, editorValuesFromForm, type EditorValues } from "./schema";
import { afterSaleOfficeContext } from "../orders/after-sale";
import { proposalOfficeContext, type ProposalOffice } from "./service";

/**
 * The back office's proposal editor, /admin/proposals/<id> (issue 33): staff only (`requireStaff`, and for every
 * post `requireStaffPost`: session, Origin and CSRF token). Adding, removing and moving lines re-shows the form
 * without saving, so it works without scripts; Save stores (a sent version is never changed: the edit becomes the
 * next version); Save and send stores and sends.
 */
type Context = Readonly<RouterContextProvider>;

export type EditorActionData = {
  /** Changes each time, so the form is drawn again from `values` (its fields are uncontrolled). */
  stamp: number;
  message: string | null;
  fields: Record<string, string>;
  values: EditorValues | null;
  /** Which form the answer is about. */
  form: "editor" | "deposit" | "balance";
};

export function proposalOfficeOf(context: Context): ProposalOffice {
  return requireService(context, proposalOfficeContext, "Proposals are not available");
}

export async function proposalEditorData(params: { id?: string }, request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const office = proposalOfficeOf(context);
  const search = new URL(request.url).searchParams;
  const wanted = Number(search.get("version"));
  const detail = await office.detail(params.id ?? "", Number.isInteger(wanted) && wanted > 0 ? wanted : undefined);
  if (!detail) throw notFound();
  const timeZone = backOfficeOf(context).timeZone;
  const when = (iso: string | null) => (iso ? whenLabel(iso, timeZone) : "");
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    detail,
    labels: {
      versions: detail.versions.map((v) => ({ created: when(v.createdAt), sent: when(v.sentAt) })),
      history: detail.history.map((h) => when(h.at)),
      payments: detail.payments.map((p) => when(p.createdAt)),
      deliveries: detail.deliveries.map((d) => when(d.delivered_at ?? d.created_at)),
      accepted: when(detail.acceptance?.acceptedAt ?? null),
      declined: when(detail.declined?.at ?? null),
    },
    news: Object.keys(EDITOR_NEWS).find((key) => search.get(key) === "1") ?? null,
    // After the installation (issue 34): the balance and the customer's feedback.
    afterSale: await requireService(context, afterSaleOfficeContext, "Orders are not available").detail(detail.id),
    timeZone,
  };
}

/** "remove:2", "up:2", "down:2": what a line's button does, to the form's values (nothing is saved). */
function moveLines(values: EditorValues, intent: string): EditorValues | null {
  const match = /^(remove|up|down):(\d{1,2})$/.exec(intent);
  if (intent === "add") {
    if (values.lines.length >= MAX_LINES) return values;
    return { ...values, lines: [...values.lines, { ...EMPTY_LINE }] };
  }
  if (!match) return null;
  const index = Number(match[2]);
  const lines = [...values.lines];
  if (index >= lines.length) return values;
  if (match[1] === "remove") lines.splice(index, 1);
  const target = match[1] === "up" ? index - 1 : index + 1;
  if (match[1] !== "remove" && target >= 0 && target < lines.length) {
    [lines[index], lines[target]] = [lines[target]!, lines[index]!];
  }
  return { ...values, lines };
}

export async function handleProposalEditorPost(params: { id?: string }, request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const office = proposalOfficeOf(context);
  const id = params.id ?? "";
  const path = `/admin/proposals/${id}`;
  const staff = session.user.email;
  const answer = (status: number, body: Omit<EditorActionData, "stamp">) =>
    data<EditorActionData>({ ...body, stamp: Date.now() }, { status, headers: ADMIN_HEADERS });
  const intent = form.intent ?? "";

  if (intent === "deposit") {
    const result = await office.recordDeposit(id, form, staff, client);
    switch (result.status) {
      case "recorded":
        return redirect(`${path}?recorded=1`, { status: 303, headers: ADMIN_HEADERS });
      case "invalid":
        return answer(400, {
          form: "deposit",
          message: "Please check the highlighted fields.",
          fields: result.fields,
          values: null,
        });
      case "refused":
        return answer(409, { form: "deposit", message: result.message, fields: {}, values: null });
      case "not_found":
        throw notFound();
    }
  }

  if (intent === "balance") {
    const office = requireService(context, afterSaleOfficeContext, "Orders are not available");
    const result = await office.recordBalance(id, form, staff, client);
    switch (result.status) {
      case "recorded":
        return redirect(`${path}?balance=1`, { status: 303, headers: ADMIN_HEADERS });
      case "invalid":
        return answer(400, {
          form: "balance",
          message: "Please check the highlighted fields.",
          fields: result.fields,
          values: null,
        });
      case "refused":
        return answer(409, { form: "balance", message: result.message, fields: {}, values: null });
      case "not_found":
        throw notFound();
    }
  }

  const values = editorValuesFromForm(form);
  const moved = moveLines(values, intent);
  if (moved) return answer(200, { form: "editor", message: null, fields: {}, values: moved });
  if (intent !== "save" && intent !== "send") {
    return answer(400, { form: "editor", message: "Unknown action.", fields: {}, values });
  }

  const saved = await office.save(id, values, staff, client);
  switch (saved.status) {
    case "invalid":
      return answer(400, {
        form: "editor",
        message: "Please check the highlighted fields.",
        fields: saved.fields,
        values,
      });
    case "refused":
      return answer(409, { form: "editor", message: saved.message, fields: {}, values });
    case "not_found":
      throw notFound();
    case "saved":
      break;
  }
  if (intent === "save") {
    const news = saved.newVersion ? "revised" : "saved";
    return redirect(`${path}?${news}=1`, { status: 303, headers: ADMIN_HEADERS });
  }
  const sent = await office.send(id, staff, client);
  switch (sent.status) {
    case "sent":
      return redirect(`${path}?sent=1`, { status: 303, headers: ADMIN_HEADERS });
    case "refused":
      return answer(409, { form: "editor", message: sent.message, fields: {}, values });
    case "not_found":
      throw notFound();
  }
}

/** POST from a lead's page: a new proposal prefilled from the lead, opened in the editor. */
export async function prepareProposal(
  lead: { kind: Parameters<ProposalOffice["create"]>[0]["kind"]; id: string },
  staff: string,
  context: Context,
  client: { ip: string; userAgent?: string },
) {
  const created = await proposalOfficeOf(context).create(lead, staff, client);
  if (created.status === "not_found") throw notFound();
  return redirect(`/admin/proposals/${created.proposal.id}`, { status: 303, headers: ADMIN_HEADERS });
}
