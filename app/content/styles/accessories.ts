import { collectionStylePages } from "./build";

/** Accessory style cards carry no link (spec §2.9); the hero offers a consultation. */
export const accessoryPages = collectionStylePages(
  { back: "accessories", quote: "none" },
  {
    "/collections/accessories/finials": { motif: "finial" },
    "/collections/accessories/valances": { motif: "valance" },
    "/collections/accessories/tiebacks": { motif: "tieback" },
    "/collections/accessories/curtain-rods": { motif: "rod" },
  },
);
