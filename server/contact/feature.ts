import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { registerKindMails } from "../leads/mails.ts";
import { contactKind } from "./kind.ts";

/** The contact message: taken by the lead intake (server/leads/), e-mailed to the business by this feature. */
export async function contactFeature(core: Core): Promise<Feature> {
  registerKindMails(core, contactKind);
  return { name: "contact" };
}
