/**
 * How a form island sends its form (docs/decisions/0014): to the same route action a native post reaches, at the
 * form's own `action` address, asking for the action's answer as JSON (`Accept: application/json`). No router code
 * runs in the browser: the server calls the route's action and answers what it returned.
 */

/** What came back: the action's data and status, where a post/redirect/get leads, or no answer at all. */
export type ActionAnswer<Data> =
  | { kind: "data"; status: number; data: Data }
  | { kind: "redirect"; location: string }
  /** No answer the island can read (the network, a proxy's error page): `message` is the browser's own. */
  | { kind: "unanswered"; message: string };

type Options = {
  /** Upload progress from 0 to 1, for a form that sends files (the quote's photos). */
  onProgress?: (fraction: number) => void;
};

/**
 * Posts `form` to its action: multipart when files go with it, else the lighter urlencoded body, as a browser would.
 * Never throws: a post that got no readable answer is `unanswered`.
 */
export async function postToAction<Data>(form: HTMLFormElement, options: Options = {}): Promise<ActionAnswer<Data>> {
  const body = new FormData(form);
  const withFiles = [...body.values()].some((value) => typeof value !== "string" && value.size > 0);
  const action = form.getAttribute("action") ?? window.location.pathname;
  try {
    if (withFiles && options.onProgress) return await sendWithProgress<Data>(action, body, options.onProgress);
    const payload = withFiles ? body : urlEncoded(body);
    const response = await fetch(action, {
      method: "POST",
      body: payload,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    return readAnswer<Data>(response.status, await response.text());
  } catch (error) {
    return { kind: "unanswered", message: error instanceof Error ? error.message : String(error) };
  }
}

/** A form without files as `application/x-www-form-urlencoded`, as a browser sends it natively. */
function urlEncoded(body: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of body) if (typeof value === "string") params.append(name, value);
  return params;
}

/** The JSON the server answers an island's post with (server/http/island-actions.ts). */
function readAnswer<Data>(status: number, text: string): ActionAnswer<Data> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A proxy's error page, a cut-off answer: nothing the action said.
    return { kind: "unanswered", message: `The server answered ${status} without the form's answer` };
  }
  if (typeof parsed !== "object" || parsed === null) {
    return { kind: "unanswered", message: `The server answered ${status} without the form's answer` };
  }
  const answer = parsed as { data?: unknown; redirect?: unknown };
  if (typeof answer.redirect === "string") return { kind: "redirect", location: answer.redirect };
  return { kind: "data", status, data: answer.data as Data };
}

/** XMLHttpRequest, because fetch reports no upload progress. */
function sendWithProgress<Data>(
  action: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<ActionAnswer<Data>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", action);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve(readAnswer<Data>(xhr.status, xhr.responseText));
    };
    // As fetch would: no answer at all.
    xhr.onerror = () => resolve({ kind: "unanswered", message: "Failed to fetch" });
    xhr.onabort = () => resolve({ kind: "unanswered", message: "The upload was cancelled" });
    xhr.send(body);
  });
}
