/**
 * The gallery's filters (spec §2.7): the form's words and the labels of the styles and rooms, by
 * the value the URL and the cards carry (app/content/gallery-tags.ts). The site script counts the
 * products it shows with `count` (app/features/gallery/labels.ts), so these words stay few.
 */
export const enGalleryFilters = {
  label: "Filter the gallery",
  search: "Search",
  searchPlaceholder: "Search products...",
  style: "Style",
  allStyles: "All Styles",
  room: "Room Type",
  allRooms: "All Rooms",
  count: { one: "{count} product", other: "{count} products" },
  styles: {
    Modern: "Modern",
    Traditional: "Traditional",
    Contemporary: "Contemporary",
    Minimalist: "Minimalist",
  },
  rooms: {
    "Living Room": "Living Room",
    Bedroom: "Bedroom",
    "Dining Room": "Dining Room",
    Kitchen: "Kitchen",
    Bathroom: "Bathroom",
  },
} as const;
