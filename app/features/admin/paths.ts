/**
 * The inbox's address inside the installed app's scope (/admin/, issue 40). `/admin` shows the same page for old links
 * and bookmarks; the back office's own links use this one, so the app and its service worker keep it.
 */
export const INBOX_PATH = "/admin/inbox";
/** Where the app opens and sign-in leads: the inbox, or the agenda on a phone in working hours when staff chose so. */
export const START_PATH = "/admin/start";
