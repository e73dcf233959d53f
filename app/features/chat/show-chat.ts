import { keepFocusClearOfLauncher } from "./keep-clear";
import { injectChat, type ChatConfig } from "./voiceflow";

/** Shows the chat assistant: room kept for its launcher, then its widget added (`start-chat.ts` decides when). */
export function showChat(config: ChatConfig): Promise<void> {
  keepFocusClearOfLauncher();
  return injectChat(config);
}
