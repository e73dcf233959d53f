import { loadSiteConfig } from "~/lib/site-config";
import { keepFocusClearOfLauncher } from "./keep-clear";
import { injectChat } from "./voiceflow";
import { whenInteractive } from "./when-interactive";

/**
 * The third-party chat assistant (spec §1, §7), started by the site script once
 * per page load. It loads only when the server is configured with a chat
 * project, and only after the page is interactive, so it never competes with
 * the page itself.
 */
export function startChat() {
  whenInteractive(() => {
    loadSiteConfig()
      .then((config) => {
        if (!config.chat) return;
        keepFocusClearOfLauncher();
        return injectChat(config.chat);
      })
      // The assistant is an extra: without it the site works in full, so a failure stays quiet.
      .catch(() => undefined);
  });
}
