import { collectionStylePages } from "./build";

/** Curtain pages send their Request Quote buttons to /contact (spec §2.9). */
export const curtainPages = collectionStylePages(
  { back: "curtains", quote: "contact" },
  {
    "/collections/curtains/sheer-curtains": { motif: "sheer" },
    "/collections/curtains/blackout-curtains": { motif: "blackout" },
    "/collections/curtains/thermal-curtains": { motif: "thermal" },
    "/collections/curtains/decorative-curtains": { motif: "decorative" },
  },
);
