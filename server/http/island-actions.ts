import { matchPath, type ServerBuild } from "react-router";

/**
 * A form island's post (docs/decisions/0014): the same route action a native post reaches, answered as JSON instead
 * of a re-rendered page. The island posts to its page's own path with `Accept: application/json`; the edge finds
 * the page's route in React Router's build and calls its `action` with the request and the route context the page
 * would have had. There is one send path per form: the action decides, whatever asked.
 */

/** What the island reads: the action's data and HTTP status, or where a post/redirect/get goes next. */
export type IslandAnswer = { status: number; headers: Record<string, string | string[]>; body: IslandBody };
export type IslandBody = { data: unknown } | { redirect: string };

type RouteEntry = ServerBuild["routes"][string];
type ActionArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };
type Action = (args: ActionArgs) => unknown;

/** Whether a post asks for its action's answer as JSON (a form island) rather than the re-rendered page. */
export function wantsIslandAnswer(method: string | undefined, accept: string | undefined): boolean {
  return method === "POST" && /^application\/json\b/i.test(accept ?? "");
}

/** The page route a path reaches and its parameters; null when no page with an action has that path. */
export function routeWithAction(build: ServerBuild, pathname: string) {
  for (const route of Object.values(build.routes)) {
    if (!route || route.id === "root") continue;
    const action = (route.module as { action?: Action }).action;
    if (typeof action !== "function") continue;
    const pattern = route.index ? "/" : `/${route.path ?? ""}`;
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) return { route, action, params: match.params };
  }
  return null;
}

/**
 * Runs the action and turns what it returned or threw into an answer: `data(value, init)` gives its value and
 * status, a redirect gives its location, a plain value is a 200. Anything else thrown is a real error: it goes on
 * to the edge, which logs it and answers 500 without details.
 */
export async function runIslandAction(
  route: { action: Action; params: Record<string, string | undefined> },
  request: Request,
  context: unknown,
): Promise<IslandAnswer> {
  try {
    return answerFrom(await route.action({ request, params: route.params, context }));
  } catch (thrown) {
    const answer = answerFromThrown(thrown);
    if (answer) return answer;
    throw thrown;
  }
}

function answerFrom(result: unknown): IslandAnswer {
  if (result instanceof Response) return responseAnswer(result);
  if (isDataWithInit(result)) return dataAnswer(result.data, result.init);
  return { status: 200, headers: {}, body: { data: result ?? null } };
}

/** An action throws `data(…)` for a refusal it wants answered as it is (a missing service's 503, a 404). */
function answerFromThrown(thrown: unknown): IslandAnswer | null {
  if (thrown instanceof Response) return responseAnswer(thrown);
  if (isDataWithInit(thrown)) return dataAnswer(thrown.data, thrown.init);
  return null;
}

/**
 * The headers of an action's answer that a scripted post must get as a native one does: a refusal's Retry-After (a
 * rate limit, storage down), and the cookies it sets (the swatch bag, issue 36).
 */
function passedOn(headers: Headers): Record<string, string | string[]> {
  const passed: Record<string, string | string[]> = {};
  const retryAfter = headers.get("Retry-After");
  if (retryAfter) passed["Retry-After"] = retryAfter;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) passed["Set-Cookie"] = cookies;
  return passed;
}

function responseAnswer(response: Response): IslandAnswer {
  const location = response.headers.get("Location");
  const headers = passedOn(response.headers);
  if (response.status >= 300 && response.status < 400 && location) {
    return { status: 200, headers, body: { redirect: location } };
  }
  return { status: response.status, headers, body: { data: null } };
}

function dataAnswer(data: unknown, init: ResponseInit | null | undefined): IslandAnswer {
  const status = init?.status ?? 200;
  return { status, headers: passedOn(new Headers(init?.headers)), body: { data: data ?? null } };
}

/** React Router's `data()` result: its value and ResponseInit, without a Response around them. */
function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

export type { RouteEntry };
