/** Today's and tomorrow's visits as the service worker keeps them for a day without signal (issue 40). */
export type OfflineVisit = {
  id: string;
  /** "10:00 AM – 11:00 AM PT" */
  time: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  /** Where directions go: "lat,lng" of the picked point, else the address. */
  place: string;
  rooms: number | null;
  /** The customer's notes. */
  message: string;
  /**
   * The swatches to bring (issue 36), each as "Name · Style · opacity (id)". Optional: an agenda a device kept
   * before this field existed has none.
   */
  swatches?: string[];
};

export type OfflineDay = { date: string; label: string; visits: OfflineVisit[] };

/** GET /api/admin/agenda/offline (docs/api.md). */
export type OfflineAgenda = {
  /** When the server answered (ISO), and the same in the business's words ("Tuesday, December 1, 2026 at 9:42 AM ET"). */
  updatedAt: string;
  updatedLabel: string;
  days: OfflineDay[];
};
