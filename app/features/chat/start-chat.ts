import { loadSiteConfig } from "~/lib/site-config";
import { whenInteractive } from "~/features/site-script/when-interactive";

/**
 * The third-party chat assistant (spec §1, §7), started by the site script once
 * per page load. It loads only when the server is configured with a chat
 * project, and only after the page is interactive, so it never competes with
 * the page itself. The code that shows it (`show-chat.ts`) is a module of its
 * own, fetched only then: a page without a chat project never loads it.
 */
export function startChat() {
  whenInteractive(() => {
    loadSiteConfig()
      .then(async (config) => {
        if (!config.chat) return;
        const { showChat } = await import("./show-chat");
        return showChat(config.chat);
      })
      // The assistant is an extra: without it the site works in full, so a failure stays quiet.
      .catch(() => undefined);
  });
}
