import type { RouterContextProvider } from "react-router";
import { requireService } from "~/lib/app-context";
import { agendaContext } from "./agenda";
import { backOfficeContext, type BackOffice } from "./back-office";
import { subscribersContext } from "./subscribers";
import { staffSettingsContext } from "./settings";

/** The back office's services, for the /admin pages' loaders and actions (behind the staff gate). */
type Context = Readonly<RouterContextProvider>;

const UNAVAILABLE = "The back office is not available";

export function backOfficeOf(context: Context): BackOffice {
  return requireService(context, backOfficeContext, UNAVAILABLE);
}

export const agendaOf = (context: Context) => requireService(context, agendaContext, UNAVAILABLE);
export const subscribersOf = (context: Context) => requireService(context, subscribersContext, UNAVAILABLE);
export const settingsOf = (context: Context) => requireService(context, staffSettingsContext, UNAVAILABLE);
