import type { ReactNode } from "react";

/**
 * A back-office page's two notices: what the last change did (`news`, after its redirect) and what the action just
 * refused (`answer.message`); any answer of the action replaces the news.
 */
export function AdminNotices({ news, answer }: { news: ReactNode; answer: { message?: string } | undefined }) {
  return (
    <>
      {news && !answer && (
        <p className="admin-alert" role="status">
          {news}
        </p>
      )}
      {answer?.message && (
        <p className="admin-alert admin-alert--error" role="alert">
          {answer.message}
        </p>
      )}
    </>
  );
}
