import type { Core } from "../core.ts";
import type { LeadKindModule } from "./kind.ts";

/** Registers the e-mails of one kind of lead (its module's `mails`) with the outbox; its capability's feature calls it. */
export function registerKindMails(core: Core, module: LeadKindModule): void {
  const context = {
    db: core.db.kysely,
    settings: core.mailSettings,
    reachesVisitors: core.transport?.canWelcome ?? false,
  };
  for (const [job, render] of Object.entries(module.mails)) {
    core.handleMail(module.kind, job, (queued) => render(queued, context));
  }
}
