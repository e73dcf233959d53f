import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/lib/app-context";
import { AGENDA, type Agenda } from "./agenda";
import { SUBSCRIBERS, type Subscribers } from "./subscribers";

type Context = Readonly<RouterContextProvider>;

function serviceOf<T>(context: Context, key: string): T {
  const service = context.get(appContext)?.[key] as T | undefined;
  if (!service) throw data("The back office is not available", { status: 503 });
  return service;
}

export const agendaOf = (context: Context) => serviceOf<Agenda>(context, AGENDA);
export const subscribersOf = (context: Context) => serviceOf<Subscribers>(context, SUBSCRIBERS);
