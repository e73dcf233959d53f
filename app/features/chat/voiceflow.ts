import type { SiteConfig } from "~/lib/site-config";

export type ChatConfig = NonNullable<SiteConfig["chat"]>;

/** What the Voiceflow web chat bundle puts on `window`. */
export type VoiceflowChat = { chat: { load(options: VoiceflowLoadOptions): unknown } };

export type VoiceflowLoadOptions = {
  verify: { projectID: string };
  url: string;
  versionID: string;
};

declare global {
  interface Window {
    voiceflow?: VoiceflowChat;
  }
}

export function loadOptions(config: ChatConfig): VoiceflowLoadOptions {
  return { verify: { projectID: config.projectID }, url: config.runtimeUrl, versionID: config.versionID };
}

let injected: Promise<void> | undefined;

/**
 * Adds the widget's script (an ES module bundle) once, then starts the chat
 * with the configured project. Resolves when `load` has been called.
 */
export function injectChat(config: ChatConfig): Promise<void> {
  injected ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = config.scriptUrl;
    script.async = true;
    script.dataset.chatWidget = "";
    script.addEventListener("load", () => {
      const chat = window.voiceflow?.chat;
      if (!chat) return reject(new Error("the chat script did not define window.voiceflow.chat"));
      chat.load(loadOptions(config));
      resolve();
    });
    script.addEventListener("error", () => reject(new Error(`the chat script failed to load: ${config.scriptUrl}`)));
    document.body.append(script);
  });
  return injected;
}
