import type { Widen } from "../../catalogue.ts";
import type { enGalleryFilters } from "../../en/content/gallery-filters.ts";

/**
 * The gallery's filters in Spanish (see ../../en/content/gallery-filters.ts): the keys of `styles` and
 * `rooms` are the values the URL and the cards carry, so they stay English; only the labels change.
 */
export const esGalleryFilters = {
  label: "Filtrar la galería",
  search: "Buscar",
  searchPlaceholder: "Buscar productos...",
  style: "Estilo",
  allStyles: "Todos los estilos",
  room: "Tipo de habitación",
  allRooms: "Todas las habitaciones",
  count: { one: "{count} producto", other: "{count} productos" },
  styles: {
    Modern: "Moderno",
    Traditional: "Tradicional",
    Contemporary: "Contemporáneo",
    Minimalist: "Minimalista",
  },
  rooms: {
    "Living Room": "Sala",
    Bedroom: "Dormitorio",
    "Dining Room": "Comedor",
    Kitchen: "Cocina",
    Bathroom: "Baño",
  },
} satisfies Widen<typeof enGalleryFilters>;
