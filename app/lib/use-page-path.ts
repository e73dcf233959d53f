import { useLocation } from "react-router";

/** The page's path as the table of pages names it: a prerendered page is rendered at "/about/". */
export function usePagePath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
