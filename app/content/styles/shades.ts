import { collectionStylePages } from "./build";

export const shadePages = collectionStylePages(
  { back: "shades", quote: { type: "shades" } },
  {
    "/collections/shades/roller": { motif: "roller" },
    "/collections/shades/roman": { motif: "roman" },
    "/collections/shades/cellular": { motif: "cellular" },
    "/collections/shades/woven-wood": { motif: "woven" },
    "/collections/shades/motorized": { motif: "motorized" },
  },
);
