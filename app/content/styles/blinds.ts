import { collectionStylePages } from "./build";

export const blindPages = collectionStylePages(
  { back: "blinds", quote: { type: "blinds" } },
  {
    "/collections/blinds/horizontal-blinds": { motif: "horizontal" },
    "/collections/blinds/vertical-blinds": { motif: "vertical" },
    "/collections/blinds/panel-blinds": { motif: "panel" },
    "/collections/blinds/mini-blinds": { motif: "mini" },
  },
);
