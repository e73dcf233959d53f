import { isInboxKind, leadKinds, type LeadKind } from "../../app/features/leads/kinds.ts";
import type { Referrals, Referrer } from "../../app/features/referrals/service.ts";
import { audit } from "../auth/audit.ts";
import type { Db as Database } from "../db/database.ts";
import { logger } from "../logger.ts";
import { acceptanceOf, contentOf, proposalById, versionOf } from "../proposals/store.ts";
import { referralCode } from "./store.ts";

const REFERRAL_KIND = "referral";

const kindLabel = (kind: string) => (kind in leadKinds ? leadKinds[kind as LeadKind].label : kind);

/**
 * The referrals' service (issue 34, item 5): whether a code is known (the quote page), the back office's list of
 * referrals per customer, and the referrer's reward marked given — once (a conditional update), audit-logged.
 */
export function createReferrals(db: Database, now: () => number = Date.now): Referrals {
  const kysely = db.kysely;
  return {
    async known(code) {
      return (await referralCode(kysely, code)) !== undefined;
    },

    async list() {
      const rows = await kysely
        .selectFrom("referrals")
        .innerJoin("referral_codes", "referral_codes.code", "referrals.code")
        .select([
          "referrals.id as id",
          "referrals.code as code",
          "referrals.lead_kind as lead_kind",
          "referrals.lead_id as lead_id",
          "referrals.created_at as created_at",
          "referrals.reward_given_at as reward_given_at",
          "referrals.reward_given_by as reward_given_by",
          "referral_codes.customer_email as customer_email",
          "referral_codes.proposal_id as proposal_id",
        ])
        .orderBy("referrals.created_at", "desc")
        .execute();
      const referrers = new Map<string, Referrer>();
      for (const row of rows) {
        let referrer = referrers.get(row.code);
        if (!referrer) {
          const proposal = await proposalById(kysely, row.proposal_id);
          const acceptance = proposal ? await acceptanceOf(kysely, proposal.id) : undefined;
          const version = acceptance ? await versionOf(kysely, row.proposal_id, acceptance.version) : undefined;
          referrer = {
            code: row.code,
            customer: version ? contentOf(version).customer.name : row.customer_email,
            email: row.customer_email,
            proposalId: row.proposal_id,
            lead:
              proposal && isInboxKind(proposal.lead_kind) ? { kind: proposal.lead_kind, id: proposal.lead_id } : null,
            referred: [],
          };
          referrers.set(row.code, referrer);
        }
        referrer.referred.push({
          id: row.id,
          lead: { kind: row.lead_kind, id: row.lead_id, label: kindLabel(row.lead_kind) },
          createdAt: row.created_at,
          reward: row.reward_given_at ? { at: row.reward_given_at, by: row.reward_given_by ?? "" } : null,
        });
      }
      return [...referrers.values()];
    },

    async markReward(referralId, staff, client) {
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      return kysely.transaction().execute(async (trx) => {
        const referral = await trx.selectFrom("referrals").selectAll().where("id", "=", referralId).executeTakeFirst();
        if (!referral) return { status: "not_found" } as const;
        const marked = await trx
          .updateTable("referrals")
          .set({ reward_given_at: at, reward_given_by: staff })
          .where("id", "=", referralId)
          .where("reward_given_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) {
          return { status: "refused", message: "The reward for this referral is already marked given." } as const;
        }
        await audit(
          trx,
          {
            actor: staff,
            action: "referral_reward_given",
            subject: { kind: REFERRAL_KIND, id: referralId },
            detail: { code: referral.code, lead_kind: referral.lead_kind, lead_id: referral.lead_id },
            clientIp: client.ip,
          },
          nowMs,
        );
        logger.info("referral reward given", { id: referralId });
        return { status: "marked" } as const;
      });
    },
  };
}
