import { data, redirect, type RouterContextProvider } from "react-router";
import { whenLabel } from "~/features/booking/format";
import { backOfficeOf } from "~/features/admin/services.server";
import { ADMIN_HEADERS, requireStaff, requireStaffPost } from "~/features/auth/guard.server";
import { requireService } from "~/lib/app-context";
import { referralsContext, type Referrals } from "./service";

/**
 * /admin/referrals (issue 34, item 5): staff only (`requireStaff`; every post `requireStaffPost`: session, Origin and
 * CSRF token). Lists each customer's referrals and marks a referrer's reward given.
 */
type Context = Readonly<RouterContextProvider>;

export type ReferralsActionData = { message: string };

function referralsOf(context: Context): Referrals {
  return requireService(context, referralsContext, "Referrals are not available");
}

export async function referralsPageData(request: Request, context: Context) {
  const session = await requireStaff(request, context);
  const timeZone = backOfficeOf(context).timeZone;
  const referrers = await referralsOf(context).list();
  return {
    staff: { email: session.user.email, csrfToken: session.csrfToken },
    referrers: referrers.map((r) => ({
      ...r,
      referred: r.referred.map((lead) => ({
        ...lead,
        when: whenLabel(lead.createdAt, timeZone),
        rewardWhen: lead.reward ? whenLabel(lead.reward.at, timeZone) : null,
      })),
    })),
    news: new URL(request.url).searchParams.get("rewarded") === "1" ? "The reward is marked given." : null,
  };
}

export async function handleReferralsPost(request: Request, context: Context) {
  const { session, form, client } = await requireStaffPost(request, context);
  const refuse = (status: number, message: string) =>
    data<ReferralsActionData>({ message }, { status, headers: ADMIN_HEADERS });
  if (form.intent !== "reward") return refuse(400, "Unknown action.");
  const result = await referralsOf(context).markReward(form.referral ?? "", session.user.email, client);
  switch (result.status) {
    case "marked":
      return redirect("/admin/referrals?rewarded=1", { status: 303, headers: ADMIN_HEADERS });
    case "not_found":
      return refuse(404, "That referral no longer exists.");
    case "refused":
      return refuse(409, result.message);
  }
}
