/** English: the words the site script writes into the server's HTML (app/features/site-script). */
export const enSiteScript = {
  siteScript: {
    /** The mobile menu button's label, closed and open (the header renders it closed, as `openMenu`). */
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
} as const;
