import { data, redirect, type RouterContextProvider } from "react-router";
import { requireService, type RequestClient } from "~/lib/app-context";
import { ADMIN_HEADERS } from "../auth/guard.server";
import { staffTextsContext } from "./service";

type Context = Readonly<RouterContextProvider>;

/** A refused text, as the lead page shows a refusal (its own copy of the page's type: no import circle). */
type TextActionData = { message: string; fields: Record<string, string> };

const TEXT_INTENTS = ["text_reply", "text_again"] as const;

export function isTextIntent(intent: string | undefined): intent is (typeof TEXT_INTENTS)[number] {
  return (TEXT_INTENTS as readonly (string | undefined)[]).includes(intent);
}

/** What the lead page says after a text was queued (its redirect's query). */
export function textNews(search: URLSearchParams): string | null {
  if (search.get("texted") === "1") return "The text is on its way (between 9 pm and 8 am it waits for 8 am).";
  return null;
}

/** POST to a lead with a text intent (issue 35): staff's reply, or a failed text sent again. */
export async function handleTextPost(
  lead: { kind: string; id: string },
  form: Record<string, string>,
  staff: string,
  client: RequestClient,
  context: Context,
  back: string,
) {
  const texts = requireService(context, staffTextsContext, "Texts are not available right now");
  const answer =
    form.intent === "text_again"
      ? await texts.sendAgain(form.text ?? "", staff, client.ip)
      : await texts.reply(lead.kind, lead.id, form.text_body ?? "", staff, client.ip);
  if (!answer.ok) {
    const fields: Record<string, string> = form.intent === "text_reply" ? { text_body: answer.message } : {};
    return data<TextActionData>({ message: answer.message, fields }, { status: 409, headers: ADMIN_HEADERS });
  }
  return redirect(`${back}?texted=1`, { status: 303, headers: ADMIN_HEADERS });
}
