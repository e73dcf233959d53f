import { SwatchBagPage } from "~/features/swatches/bag-page";
import { bagPageData, handleBagPost } from "~/features/swatches/bag-page.server";
import type { SwatchMailAnswer } from "~/features/swatches/mail-form";
import "~/features/swatches/bag-page.css";
import { withActionHeaders } from "~/lib/http";
import type { Route } from "./+types/swatches";

/** Rendered at each request: the bag is the visitor's own cookie (not prerendered). */
export function loader({ request, context }: Route.LoaderArgs) {
  return bagPageData(request, context);
}

export const headers = withActionHeaders;

/**
 * Posts to the swatch bag: "Add free swatch" from every style and product page, the bag's remove buttons, and the
 * mailing form (native posts and its island's, decision 0014).
 */
export function action({ request, context }: Route.ActionArgs) {
  return handleBagPost(request, context);
}

export default function Swatches({ loaderData, actionData }: Route.ComponentProps) {
  const answer: SwatchMailAnswer | undefined = actionData;
  return <SwatchBagPage {...loaderData} answer={answer} />;
}
