import type { Kysely, Selectable, Transaction } from "kysely";
import type { ProposalContent } from "../../app/features/proposals/content.ts";
import type { DialectName } from "../db/database.ts";
import type {
  Database,
  ProposalAcceptanceTable,
  ProposalPaymentTable,
  ProposalTable,
  ProposalVersionTable,
} from "../db/schema.ts";

/** The proposals' rows and the reads every part of the capability shares (issue 33). */
export type ProposalRow = Selectable<ProposalTable>;
export type VersionRow = Selectable<ProposalVersionTable>;
export type AcceptanceRow = Selectable<ProposalAcceptanceTable>;
export type PaymentRow = Selectable<ProposalPaymentTable>;
export type Db = Kysely<Database> | Transaction<Database>;

/** Outbox jobs and audit lines of a proposal are filed under this kind, with the proposal's id. */
export const PROPOSAL_KIND = "proposal";

export const contentOf = (version: Pick<VersionRow, "content">): ProposalContent =>
  JSON.parse(version.content) as ProposalContent;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 32 random bytes in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isProposalId = (id: string) => UUID.test(id);
export const isToken = (token: string) => TOKEN.test(token);

/** The proposal, locked for the transaction's change on PostgreSQL (SQLite has one writer at a time). */
export async function proposalForChange(trx: Transaction<Database>, dialect: DialectName, id: string) {
  return trx
    .selectFrom("proposals")
    .selectAll()
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function proposalById(db: Db, id: string): Promise<ProposalRow | undefined> {
  if (!isProposalId(id)) return undefined;
  return db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function proposalByToken(db: Db, token: string): Promise<ProposalRow | undefined> {
  if (!isToken(token)) return undefined;
  return db.selectFrom("proposals").selectAll().where("token", "=", token).executeTakeFirst();
}

export async function versionOf(db: Db, id: string, version: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom("proposal_versions")
    .selectAll()
    .where("proposal_id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
}

/** Every version, oldest first. */
export async function versionsOf(db: Db, id: string): Promise<VersionRow[]> {
  return db.selectFrom("proposal_versions").selectAll().where("proposal_id", "=", id).orderBy("version").execute();
}

export async function latestVersion(db: Db, id: string): Promise<VersionRow | undefined> {
  return db
    .selectFrom("proposal_versions")
    .selectAll()
    .where("proposal_id", "=", id)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function acceptanceOf(db: Db, id: string): Promise<AcceptanceRow | undefined> {
  return db.selectFrom("proposal_acceptances").selectAll().where("proposal_id", "=", id).executeTakeFirst();
}

export async function paymentsOf(db: Db, id: string): Promise<PaymentRow[]> {
  return db.selectFrom("proposal_payments").selectAll().where("proposal_id", "=", id).orderBy("created_at").execute();
}

/** The paid deposit of a version, if any. */
export async function paidDeposit(db: Db, id: string, version: number): Promise<PaymentRow | undefined> {
  return db
    .selectFrom("proposal_payments")
    .selectAll()
    .where("proposal_id", "=", id)
    .where("version", "=", version)
    .where("status", "=", "paid")
    .executeTakeFirst();
}
