import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { registerKindMails } from "../leads/mails.ts";
import { textKind } from "./kind.ts";

/** The text lead (issue 35): made by the text feature's inbound callback, e-mailed to the business by this one. */
export async function textLeadsFeature(core: Core): Promise<Feature> {
  registerKindMails(core, textKind);
  return { name: "text-leads" };
}
