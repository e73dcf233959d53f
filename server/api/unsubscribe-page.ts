import { business } from "../../app/content/business.ts";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#3b2414;background:#fffaf3}
main{max-width:32rem;margin:4rem auto;padding:0 1.25rem}h1{font-family:Georgia,serif;font-size:1.75rem}
button,a.button{display:inline-block;min-height:44px;padding:.625rem 1.25rem;border:0;border-radius:.5rem;
background:#8a4b16;color:#fff;font:inherit;text-decoration:none;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #3b2414;outline-offset:2px}a{color:#6f3a10}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | ${escape(business.name)}</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1>${body}<p><a href="/">Back to ${escape(business.name)}</a></p></main></body></html>`;
}

/** Asks before unsubscribing: mail scanners open links, people press buttons. */
export function confirmPage(email: string, token: string): string {
  return page(
    "Unsubscribe from our newsletter",
    `<p>Stop sending the newsletter to <strong>${escape(email)}</strong>?</p>
<form method="post" action="/newsletter/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function donePage(email: string): string {
  return page(
    "You are unsubscribed",
    `<p>We will not send the newsletter to <strong>${escape(email)}</strong> again. You can subscribe again at any time on our newsletter page.</p>`,
  );
}

export function invalidLinkPage(): string {
  return page(
    "This link does not work",
    `<p>The unsubscribe link is incomplete or was changed. Please use the link from the newest e-mail, or reply to it and we will remove you by hand.</p>`,
  );
}

export function tryLaterPage(): string {
  return page(
    "Please try again in a moment",
    `<p>We could not record your request just now. Please use the link again in a few minutes.</p>`,
  );
}
