import { useCallback, useEffect, useState } from "react";
import { useMessages } from "~/i18n/i18n-context";
import { formsUi } from "~/i18n/parts/forms";
import { useHydrated } from "~/lib/use-hydrated";

/** Spec §9: a notice hides itself after 5 s and takes 300 ms to leave. */
export const NOTICE_VISIBLE_MS = 5000;
export const NOTICE_EXIT_MS = 300;

export type NoticeTone = "success" | "error";
export type NoticeMessage = { tone: NoticeTone; text: string };

type NoticeState = { message: NoticeMessage; id: number; leaving: boolean } | null;

let nextId = 1;

/** A notice that can be shown, closed by hand, and closes itself after 5 s. */
export function useNotice(initial: NoticeMessage | null = null) {
  const [state, setState] = useState<NoticeState>(() =>
    initial ? { message: initial, id: nextId++, leaving: false } : null,
  );

  const show = useCallback((message: NoticeMessage) => {
    setState({ message, id: nextId++, leaving: false });
  }, []);
  const close = useCallback(() => setState((s) => (s ? { ...s, leaving: true } : s)), []);
  const clear = useCallback(() => setState(null), []);

  const id = state?.id;
  const leaving = state?.leaving;
  useEffect(() => {
    if (id === undefined) return;
    if (!leaving) {
      const t = window.setTimeout(
        () => setState((s) => (s?.id === id ? { ...s, leaving: true } : s)),
        NOTICE_VISIBLE_MS,
      );
      return () => window.clearTimeout(t);
    }
    const t = window.setTimeout(() => setState((s) => (s?.id === id ? null : s)), NOTICE_EXIT_MS);
    return () => window.clearTimeout(t);
  }, [id, leaving]);

  return { notice: state, show, close, clear };
}

/** A message from the server's last answer (no timer, nothing to close): shown until the next answer. */
export function ErrorNotice({ message }: { message?: string }) {
  return (
    <div className="notice-region" aria-live="polite" aria-atomic="true">
      {message ? (
        <div className="notice notice--error" data-tone="error">
          <p className="notice__text">{message}</p>
        </div>
      ) : null}
    </div>
  );
}

type NoticeProps = { notice: ReturnType<typeof useNotice>["notice"]; onClose: () => void };

/**
 * The live region is always in the page, so a notice placed in it is read out
 * without moving focus (WCAG 4.1.3). The close button only appears once
 * scripts run: without them it could not do anything.
 */
export function Notice({ notice, onClose }: NoticeProps) {
  const hydrated = useHydrated();
  const messages = useMessages(formsUi);
  return (
    <div className="notice-region" aria-live="polite" aria-atomic="true">
      {notice && (
        <div
          className={`notice notice--${notice.message.tone}${notice.leaving ? " notice--leaving" : ""}`}
          data-tone={notice.message.tone}
        >
          <p className="notice__text">{notice.message.text}</p>
          {hydrated && (
            <button type="button" className="notice__close" onClick={onClose} aria-label={messages.forms.closeNotice}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
