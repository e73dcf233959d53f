import type { Widen } from "../catalogue.ts";
import { enProposal } from "../en/proposal.ts";
import { esProposal } from "../es/proposal.ts";
import type { Locale } from "../locales.ts";

/** The customer's proposal (issue 33): its page /proposal/<token>, its forms, and the PDF the server writes. */
export type ProposalUi = Widen<typeof enProposal>;

export const proposalUi: Record<Locale, ProposalUi> = { en: enProposal, es: esProposal };
