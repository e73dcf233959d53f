import { QuoteForm } from "~/features/quote/quote-form";
import { startIsland } from "./start";

/** The quote request's island: /quote-request, with its windows, estimate and photos. */
startIsland("quote", QuoteForm);
