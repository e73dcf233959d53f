import { interceptRouterFetch } from "~/lib/router-fetch";

/**
 * Upload progress for the quote's photos (issue 13). React Router sends a form with fetch,
 * which reports no upload progress; its `fetch` hook (app/lib/router-fetch.ts) sends the one
 * request a listener waits for through XMLHttpRequest instead, which does. Everything else
 * — the route action, the answer, its decoding — stays React Router's.
 */
type Listener = (fraction: number) => void;

let next: Listener | null = null;

/** The next multipart post this page sends reports its progress (0 to 1) to `listener`. */
export function reportNextUpload(listener: Listener) {
  next = listener;
  interceptRouterFetch(takeUpload);
}

/** XMLHttpRequest for the awaited upload; anything else goes on to window.fetch. */
function takeUpload(request: Request): Promise<Response> | undefined {
  const listener = next;
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  if (!listener || request.method !== "POST" || !multipart) return undefined;
  next = null;
  return request.blob().then((body) => send(request, body, listener));
}

function send(request: Request, body: Blob, listener: Listener): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", request.url);
    xhr.responseType = "arraybuffer";
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) listener(e.loaded / e.total);
    };
    xhr.onload = () => {
      listener(1);
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
        const at = line.indexOf(":");
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.response, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    // As fetch: no answer at all is a TypeError (leadClientAction turns it into a failed send).
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    request.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
