const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe inside HTML (an element's content or a quoted attribute), for the HTML written as a string rather
 * than by React: an e-mail's HTML part (server/swatches/mail.ts) and the back office's offline page.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
