import type { RouterContextProvider } from "react-router";
import { requireService } from "~/lib/app-context";
import { agendaContext } from "./agenda";
import { subscribersContext } from "./subscribers";

type Context = Readonly<RouterContextProvider>;

const UNAVAILABLE = "The back office is not available";

export const agendaOf = (context: Context) => requireService(context, agendaContext, UNAVAILABLE);
export const subscribersOf = (context: Context) => requireService(context, subscribersContext, UNAVAILABLE);
