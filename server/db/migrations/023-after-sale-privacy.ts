import { sql, type Kysely } from "kysely";
import { PostgresAdapter } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Privacy of after-sale data (docs/decisions/0029): proposals, orders, payments, feedback and referrals join the
 * privacy export, the erasure and the retention job. One file, so the lead can renumber it by renaming.
 *
 * - `proposals.anonymised_at`: when the customer's personal data was taken out of the proposal and everything hanging
 *   off it (an erasure, or the retention job once the order is old enough). A new nullable column: the running
 *   release never names it (decision 0015).
 * - The e-signature's evidence stays unchangeable except for one thing: its personal fields (the typed name, the
 *   client address, the user agent) may be blanked together, every other column unchanged — the erasure's and the
 *   retention's anonymisation — and a row may be deleted only once blanked (the retention job, when the accounts'
 *   years are over). Any other UPDATE or DELETE is still refused by the database on both dialects, so the version, the
 *   SHA-256 of the content and the time of the signature can never be altered. The running release never writes to the
 *   table but its insert, so loosening the trigger this much breaks nothing it does.
 */
export const afterSalePrivacy: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema.alterTable("proposals").addColumn("anonymised_at", "text").execute();

    if (postgres) {
      // The trigger (010) calls this function by name: replacing the function changes what it allows.
      await sql`
        create or replace function proposal_acceptances_immutable() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE'
            and new.signer_name = '' and new.client_ip = '' and new.user_agent = ''
            and new.id = old.id and new.proposal_id = old.proposal_id and new.version = old.version
            and new.sha256 = old.sha256 and new.agreed = old.agreed and new.accepted_at = old.accepted_at then
            return new;
          end if;
          if tg_op = 'DELETE' and old.signer_name = '' and old.client_ip = '' and old.user_agent = '' then
            return old;
          end if;
          raise exception 'proposal acceptances are immutable';
        end;
        $$`.execute(db);
    } else {
      await sql`drop trigger proposal_acceptances_no_update`.execute(db);
      await sql`drop trigger proposal_acceptances_no_delete`.execute(db);
      await sql`
        create trigger proposal_acceptances_no_update before update on proposal_acceptances
        when not (
          new.signer_name = '' and new.client_ip = '' and new.user_agent = ''
          and new.id = old.id and new.proposal_id = old.proposal_id and new.version = old.version
          and new.sha256 = old.sha256 and new.agreed = old.agreed and new.accepted_at = old.accepted_at
        )
        begin select raise(abort, 'proposal acceptances are immutable'); end`.execute(db);
      await sql`
        create trigger proposal_acceptances_no_delete before delete on proposal_acceptances
        when not (old.signer_name = '' and old.client_ip = '' and old.user_agent = '')
        begin select raise(abort, 'proposal acceptances are immutable'); end`.execute(db);
    }
  },
};
