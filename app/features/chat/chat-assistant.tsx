import { useEffect } from "react";
import { loadSiteConfig } from "~/lib/site-config";
import { keepFocusClearOfLauncher } from "./keep-clear";
import { injectChat } from "./voiceflow";
import { whenInteractive } from "./when-interactive";

let started = false;

/**
 * The third-party chat assistant (spec §1, §7). It loads only when the server
 * is configured with a chat project, and only after the page is interactive,
 * so it never competes with the page itself. Renders nothing.
 */
export function ChatAssistant() {
  useEffect(() => {
    if (started) return;
    let active = true;
    const cancel = whenInteractive(() => {
      loadSiteConfig()
        .then((config) => {
          if (!active || started || !config.chat) return;
          started = true;
          keepFocusClearOfLauncher();
          return injectChat(config.chat);
        })
        // The assistant is an extra: without it the site works in full, so a failure stays quiet.
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return null;
}
