import { collectionStylePages } from "./build";

export const draperyPages = collectionStylePages(
  { back: "drapery", quote: { type: "drapery" } },
  {
    "/collections/drapery/sheer": { motif: "sheer" },
    "/collections/drapery/blackout": { motif: "blackout" },
    "/collections/drapery/decorative": { motif: "decorative" },
    // Spec §2.9 names this hero button's model: "Thermal Drapery".
    "/collections/drapery/thermal": { motif: "thermal", quote: { type: "drapery", heroModel: "Thermal Drapery" } },
    "/collections/drapery/motorized": { motif: "motor-drapery" },
    "/collections/drapery/fabric": { motif: "drapery" },
  },
);
