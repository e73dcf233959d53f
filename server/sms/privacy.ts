import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { toE164 } from "./phone.ts";

/**
 * A person's texts in their privacy export and erasure (issue 35, docs/decisions/0017). A privacy request names an
 * e-mail address; texts are kept by number. The person's numbers are those their leads agreed to be texted at (the
 * consent records) and the phone fields of their leads, read as E.164. Their texts are those of their leads' threads,
 * and those of their numbers that belong to no lead (a HELP answer to a number the site did not know). A text in
 * another person's lead thread stays theirs, even from the same number (a household's shared phone).
 */
type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;
/** A lead as the privacy code knows it: its kind and id. */
export type Subject = [kind: string, id: string];

/** A text about no lead is filed under this kind and its number (./callbacks.ts, a HELP answer). */
export const NO_LEAD_KIND = "sms";

/** The export's records about texts, under their own keys beside the kinds' records. */
export type TextRecords = {
  /** Each ticked box: the number, the words shown, when, where, from which address. */
  text_consents: Row[];
  /** Each text sent or received, with its delivery status. */
  text_messages: Row[];
  /** The person's numbers that replied STOP: kept after an erasure so they get no text again (see `eraseTexts`). */
  text_opt_outs: Row[];
};

/** The person's numbers in E.164: their consents' and their leads' phone fields that read as a number. */
export async function numbersOf(db: Db, subjects: Subject[], leads: Row[]): Promise<string[]> {
  const numbers = new Set<string>();
  for (const lead of leads) {
    if (typeof lead.user_phone !== "string") continue;
    const number = toE164(lead.user_phone);
    if (number) numbers.add(number);
  }
  for (const consent of await consentsOf(db, subjects)) numbers.add(String(consent.phone));
  return [...numbers].sort();
}

function consentsOf(db: Db, subjects: Subject[]): Promise<Row[]> {
  // A person with no leads has no consents: `or()` of nothing needs no query.
  if (subjects.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("sms_consents")
    .selectAll()
    .where((eb) => eb.or(subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)]))))
    .orderBy("created_at")
    .execute() as Promise<Row[]>;
}

/** The texts of the person's leads' threads, and those of their numbers that belong to no lead. */
function messagesOf(db: Db, subjects: Subject[], numbers: string[]): Promise<Row[]> {
  if (subjects.length === 0 && numbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("sms_messages")
    .selectAll()
    .where((eb) => {
      const mine = subjects.map(([kind, id]) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "=", id)]));
      if (numbers.length > 0) {
        const noLead = eb.or([eb("lead_id", "is", null), eb("lead_kind", "=", NO_LEAD_KIND)]);
        mine.push(eb.and([eb("phone", "in", numbers), noLead]));
      }
      return eb.or(mine);
    })
    .orderBy("created_at")
    .execute() as Promise<Row[]>;
}

export async function textRecords(db: Db, subjects: Subject[], numbers: string[]): Promise<TextRecords> {
  const optOuts =
    numbers.length === 0
      ? []
      : ((await db.selectFrom("sms_opt_outs").selectAll().where("phone", "in", numbers).execute()) as Row[]);
  return {
    text_consents: await consentsOf(db, subjects),
    text_messages: await messagesOf(db, subjects, numbers),
    text_opt_outs: optOuts,
  };
}

/**
 * Deletes the person's consents and texts inside the erasure's transaction; answers how many of each. A number's
 * STOP stays: it holds nothing but the number and when it asked for no more texts, and deleting it would let a later
 * form's ticked box text a number that asked never to be texted again (the carriers' and the TCPA's rule).
 */
export async function eraseTexts(
  trx: Transaction<Database>,
  subjects: Subject[],
  numbers: string[],
): Promise<{ text_consents: number; text_messages: number }> {
  const consents = (await consentsOf(trx, subjects)).map((row) => String(row.id));
  const messages = (await messagesOf(trx, subjects, numbers)).map((row) => String(row.id));
  // `in ()` is a syntax error on PostgreSQL: only delete when there is something to delete.
  if (consents.length > 0) await trx.deleteFrom("sms_consents").where("id", "in", consents).execute();
  if (messages.length > 0) await trx.deleteFrom("sms_messages").where("id", "in", messages).execute();
  return { text_consents: consents.length, text_messages: messages.length };
}

/**
 * The retention rule of texts (privacy policy "What We Keep, and for How Long"), like the leads': a consent record is
 * kept with its lead as the proof texts were asked for, but the address it came from is technical data, cleared once
 * `cutoff` has passed; a text that belongs to no lead (a HELP answer to an unknown number) is deleted then. A text in
 * a lead's thread is kept with its lead. Conditional writes: two servers at once clear each row once.
 */
export async function applyTextRetention(db: Kysely<Database>, cutoff: string): Promise<number> {
  const consents = await db
    .updateTable("sms_consents")
    .set({ client_ip: "" })
    .where("created_at", "<", cutoff)
    .where("client_ip", "!=", "")
    .executeTakeFirst();
  const strays = await db
    .deleteFrom("sms_messages")
    .where("created_at", "<", cutoff)
    .where((eb) => eb.or([eb("lead_id", "is", null), eb("lead_kind", "=", NO_LEAD_KIND)]))
    .executeTakeFirst();
  // A delivery status kept for a sid no text of the site ever took (a text sent from Twilio's console): let it go.
  const early = await db.deleteFrom("sms_early_statuses").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(consents.numUpdatedRows) + Number(strays.numDeletedRows) + Number(early.numDeletedRows);
}
