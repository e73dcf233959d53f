/**
 * The gallery (/projects, spec §2.7) and its product pages (/product/{id}, §2.11): the page's words,
 * the categories, and each item's title, description, features and picture descriptions by item id
 * (facts such as prices, styles and rooms are in app/content/gallery.ts).
 */
export const enGallery = {
  heading: "Our Gallery",
  intro:
    "Browse our made-to-measure blinds, shades, curtains and drapery, recent installations and rooms to inspire your own. Open any picture for details and pricing.",
  empty: {
    heading: "No products match your search",
    text: "Try another word, or show every style and room again.",
    clear: "Clear filters",
  },
  cta: {
    heading: "Love what you see?",
    text: "Our designers will bring samples to your home and measure every window, free of charge.",
    action: "Book a Free Consultation",
  },
  categories: {
    residential: "Residential",
    commercial: "Commercial",
    installation: "Installation",
    inspiration: "Inspiration",
  },
  /** The spec's price texts of items without a dollar price. */
  prices: {
    contactForQuote: "Contact for Quote",
    viewOnly: "View Only",
  },
  card: {
    tags: "Style and room",
  },
  product: {
    /** Read before a dollar price by screen readers only. */
    price: "Price:",
    features: "Features",
    style: "Style",
    room: "Room",
    pictures: "Pictures of this product",
    quote: "Request a quote for this",
  },
  items: {
    1: {
      title: "Modern Roller Shade",
      description:
        "A clean, streamlined roller shade in a light-filtering fabric that softens glare while keeping the room bright. Cut to the exact width of your window.",
      features: ["Light-filtering fabric", "Cordless lift", "Made to measure", "Wipe-clean finish"],
      pictures: {
        main: "Roller shade half lowered over a window in a modern living room",
        detail: "Close-up of the roller shade's smooth woven fabric",
        open: "Roller shade rolled up to let the daylight in",
        room: "Wide view of the modern living room with its roller shade",
      },
    },
    2: {
      title: "Classic Roman Shade",
      description:
        "Soft, tailored folds that stack neatly when raised. A timeless choice in linen-look fabric that brings warmth to formal rooms.",
      features: ["Flat or hobbled folds", "Lined for privacy", "Linen-look fabric", "Smooth cord lock"],
      pictures: {
        main: "Roman shade with soft horizontal folds over a window in a traditional dining room",
        detail: "Close-up of the Roman shade's folded fabric",
        open: "Roman shade folded up into neat pleats",
        room: "Wide view of the traditional dining room with its Roman shade",
      },
    },
    3: {
      title: "Energy-Efficient Cellular Shade",
      description:
        "Honeycomb cells trap air to keep the room warmer in winter and cooler in summer, cutting heating and cooling costs.",
      features: ["Insulating honeycomb cells", "Room-darkening option", "Top-down, bottom-up", "Cordless safety lift"],
      pictures: {
        main: "Honeycomb cellular shade lowered over a window in a contemporary bedroom",
        detail: "Close-up of the honeycomb cells of the cellular shade",
        open: "Cellular shade raised to show the view outside",
        room: "Wide view of the contemporary bedroom with its cellular shade",
      },
    },
    4: {
      title: "Smart Motorized Shade",
      description:
        "Raise and lower your shades from a remote, your phone or a voice assistant, or let a schedule open them with the sunrise.",
      features: ["Whisper-quiet motor", "App and voice control", "Rechargeable battery", "Sunrise schedules"],
      pictures: {
        main: "Motorized shade lowered over a window, with its wall remote beside it in a modern bedroom",
        detail: "Close-up of the motorized shade's fabric and headrail",
        open: "Motorized shade raised by its quiet motor",
        room: "Wide view of the modern bedroom with its motorized shade",
      },
    },
    5: {
      title: "Natural Woven Wood Shade",
      description:
        "Hand-woven bamboo, reeds and grasses bring natural texture and a warm, filtered glow. Add a liner for extra privacy.",
      features: ["Hand-woven natural fibres", "Optional privacy liner", "Every shade unique", "Soft filtered light"],
      pictures: {
        main: "Woven wood shade in natural tones over a window in a contemporary dining room",
        detail: "Close-up of the natural reeds of the woven wood shade",
        open: "Woven wood shade rolled up above the window",
        room: "Wide view of the contemporary dining room with its woven wood shade",
      },
    },
    6: {
      title: "Premium Faux Wood Blinds",
      description:
        "The warm look of real wood in a moisture-resistant material that will not warp or fade, ideal above a kitchen sink.",
      features: ["Moisture resistant", "2-inch slats", "Decorative ladder tapes", "Tilt for precise light"],
      pictures: {
        main: "Faux wood blinds with slats tilted half open in a traditional kitchen",
        detail: "Close-up of the faux wood slats and ladder tapes",
        open: "Faux wood blinds raised to clear the window",
        room: "Wide view of the traditional kitchen with its faux wood blinds",
      },
    },
    7: {
      title: "Sheer Linen Curtains",
      description:
        "Airy linen-blend sheers that let daylight pour in while blurring the view from the street. Easy to layer with heavier drapes.",
      features: ["Linen-blend sheer", "Weighted hems", "Machine washable", "Layers with drapery"],
      pictures: {
        main: "Sheer curtains filtering daylight across a window in a minimalist living room",
        detail: "Close-up of the airy sheer curtain fabric",
        open: "Sheer curtains drawn back to frame the window",
        room: "Wide view of the minimalist living room with its sheer curtains",
      },
    },
    8: {
      title: "Aluminum Mini Blinds",
      description:
        "Slim one-inch aluminum slats that shrug off steam and splashes: simple, durable privacy for bathrooms and laundry rooms.",
      features: [
        "1-inch aluminum slats",
        "Steam and splash proof",
        "Rust-resistant hardware",
        "Full privacy when closed",
      ],
      pictures: {
        main: "Slim aluminum mini blinds closed for privacy in a minimalist bathroom",
        detail: "Close-up of the slim aluminum slats",
        open: "Aluminum mini blinds tilted open to the light",
        room: "Wide view of the minimalist bathroom with its aluminum mini blinds",
      },
    },
    9: {
      title: "Room-Darkening Blackout Curtains",
      description:
        "Triple-weave blackout curtains that block 100% of light, for deep sleep, day-time naps and home cinemas.",
      features: ["Blocks 100% of light", "Thermal backing", "Noise dampening", "Wrap-around returns"],
      pictures: {
        main: "Heavy blackout curtains drawn across a window in a contemporary bedroom",
        detail: "Close-up of the dense blackout curtain fabric",
        open: "Blackout curtains pulled open on their rod",
        room: "Wide view of the contemporary bedroom with its blackout curtains",
      },
    },
    10: {
      title: "Restaurant Solar Screen Shades",
      description:
        "Solar screens cut glare and heat for diners at window tables while keeping the street view open. Built for busy commercial spaces.",
      features: ["Blocks up to 95% of UV", "Keeps the view outside", "Commercial-grade fabric", "Low maintenance"],
      pictures: {
        main: "Solar screen shade softening the light through a large window in a modern dining room",
        detail: "Close-up of the open-weave solar screen mesh",
        open: "Solar screen shade raised above a sunny window",
        room: "Wide view of the modern dining room with its solar screen shade",
      },
    },
    11: {
      title: "Hotel Blackout Drapery",
      description:
        "Fire-rated blackout drapery for hotel rooms and suites, so guests sleep in complete darkness at any hour.",
      features: ["Fire-rated fabric", "Full blackout lining", "Overlapping centre", "Hospitality durability"],
      pictures: {
        main: "Floor-length pinch-pleat drapery framing a window in a contemporary bedroom",
        detail: "Close-up of the pinch pleats and folds of the drapery",
        open: "Drapery panels stacked back at the sides of the window",
        room: "Wide view of the contemporary bedroom with its pinch-pleat drapery",
      },
    },
    12: {
      title: "Velvet Pinch-Pleat Drapery",
      description:
        "Rich velvet panels with hand-finished pinch pleats that fall in deep, even folds from ceiling to floor.",
      features: ["Plush cotton velvet", "Hand-finished pleats", "Interlined for body", "Floor-length panels"],
      pictures: {
        main: "Floor-length pinch-pleat drapery framing a window in a traditional living room",
        detail: "Close-up of the pinch pleats and folds of the drapery",
        open: "Drapery panels stacked back at the sides of the window",
        room: "Wide view of the traditional living room with its pinch-pleat drapery",
      },
    },
    13: {
      title: "Motorized Drapery System",
      description:
        "Ceiling-mounted motorized tracks that glide wide drapery open and closed at the touch of a button, for lobbies, lounges and large living spaces.",
      features: ["Silent ceiling track", "Spans up to 30 feet", "Building system ready", "Ripple-fold drapery"],
      pictures: {
        main: "Motorized drapery closing across a wide window in a modern living room",
        detail: "Close-up of the ripple folds of the motorized drapery",
        open: "Motorized drapery opened to the sides on its track",
        room: "Wide view of the modern living room with its motorized drapery",
      },
    },
    14: {
      title: "Sliding Door Vertical Blinds Installation",
      description:
        "A full installation of vertical blinds across a twelve-foot patio door, measured, fitted and aligned by our team in one visit.",
      features: ["Measured on site", "Fitted in one visit", "Vanes aligned and tested", "Old hardware removed"],
      pictures: {
        main: "Vertical blinds across a wide sliding door in a contemporary living room",
        detail: "Close-up of the vertical vanes and their headrail",
        open: "Vertical blinds drawn to one side of the sliding door",
        room: "Wide view of the contemporary living room with its vertical blinds",
      },
    },
    15: {
      title: "Bay Window Drapery Installation",
      description:
        "A custom bent rod follows the bay window's angles so the drapery glides across all three windows without a gap.",
      features: ["Custom bent rod", "Three-window coverage", "Level, secure mounting", "Final steaming and dressing"],
      pictures: {
        main: "Floor-length pinch-pleat drapery framing a window in a traditional dining room",
        detail: "Close-up of the pinch pleats and folds of the drapery",
        open: "Drapery panels stacked back at the sides of the window",
        room: "Wide view of the traditional dining room with its pinch-pleat drapery",
      },
    },
    16: {
      title: "Skylight Cellular Shade Installation",
      description:
        "Honeycomb shades fitted to a kitchen skylight on side tracks, tamed with a remote so the midday sun never overheats the room.",
      features: ["Side-track mounting", "Remote operation", "Heat-reducing cells", "Tidy concealed wiring"],
      pictures: {
        main: "Honeycomb cellular shade lowered over a window in a modern kitchen",
        detail: "Close-up of the honeycomb cells of the cellular shade",
        open: "Cellular shade raised to show the view outside",
        room: "Wide view of the modern kitchen with its cellular shade",
      },
    },
    17: {
      title: "Bathroom Privacy Shade Installation",
      description:
        "A top-down pleated shade covers the lower pane for privacy while daylight still streams in over the top.",
      features: ["Top-down operation", "Moisture-safe fabric", "Inside-mount fit", "Installed in under an hour"],
      pictures: {
        main: "Top-down pleated shade covering the lower half of a window in a minimalist bathroom",
        detail: "Close-up of the crisp pleats of the privacy shade",
        open: "Pleated shade stacked neatly at the top of the window",
        room: "Wide view of the minimalist bathroom with its pleated privacy shade",
      },
    },
    18: {
      title: "Coastal Living Room with Layered Sheers",
      description:
        "Ivory sheers layered under sand-coloured panels keep a seaside room breezy and bright from morning to sunset.",
      features: ["Layered window look", "Sand and ivory palette", "Soft daylight", "Relaxed coastal mood"],
      pictures: {
        main: "Sheer curtains filtering daylight across a window in a contemporary living room",
        detail: "Close-up of the airy sheer curtain fabric",
        open: "Sheer curtains drawn back to frame the window",
        room: "Wide view of the contemporary living room with its sheer curtains",
      },
    },
    19: {
      title: "Scandinavian Bedroom in Soft Neutrals",
      description:
        "Pale oak, white walls and a blackout roller in warm oatmeal: calm, uncluttered and dark enough for a lie-in.",
      features: ["Oatmeal blackout roller", "Pale oak accents", "Uncluttered lines", "Calm neutral palette"],
      pictures: {
        main: "Roller shade half lowered over a window in a minimalist bedroom",
        detail: "Close-up of the roller shade's smooth woven fabric",
        open: "Roller shade rolled up to let the daylight in",
        room: "Wide view of the minimalist bedroom with its roller shade",
      },
    },
    20: {
      title: "Farmhouse Kitchen with Café Curtains",
      description:
        "Gingham café curtains on a brass tension rod give a farmhouse kitchen privacy below and sunshine above the sink.",
      features: ["Gingham cotton", "Brass tension rod", "Privacy below, light above", "Farmhouse charm"],
      pictures: {
        main: "Café curtains covering the lower half of a window in a traditional kitchen",
        detail: "Close-up of the cotton café curtain fabric",
        open: "Café curtains parted on their tension rod",
        room: "Wide view of the traditional kitchen with its café curtains",
      },
    },
    21: {
      title: "Formal Dining Room with Silk Drapery",
      description:
        "Floor-to-ceiling silk drapery in deep amber frames tall windows and makes every dinner feel like an occasion.",
      features: ["Silk drapery panels", "Ceiling-height rods", "Deep amber tone", "Tassel tiebacks"],
      pictures: {
        main: "Floor-length pinch-pleat drapery framing a window in a traditional dining room",
        detail: "Close-up of the pinch pleats and folds of the drapery",
        open: "Drapery panels stacked back at the sides of the window",
        room: "Wide view of the traditional dining room with its pinch-pleat drapery",
      },
    },
    22: {
      title: "Urban Loft with Motorized Shades",
      description:
        "Tall industrial windows fitted with motorized shades that all rise together at the press of one button.",
      features: ["Grouped motor control", "Tall industrial windows", "Concrete and timber", "One-touch scenes"],
      pictures: {
        main: "Motorized shade lowered over a window, with its wall remote beside it in a modern living room",
        detail: "Close-up of the motorized shade's fabric and headrail",
        open: "Motorized shade raised by its quiet motor",
        room: "Wide view of the modern living room with its motorized shade",
      },
    },
    23: {
      title: "Spa-Inspired Bathroom Retreat",
      description:
        "A bamboo shade over the tub, stone tiles and green plants turn an everyday bathroom into a quiet place to unwind.",
      features: ["Bamboo shade", "Natural stone", "Indoor greenery", "Soft diffused light"],
      pictures: {
        main: "Woven wood shade in natural tones over a window in a minimalist bathroom",
        detail: "Close-up of the natural reeds of the woven wood shade",
        open: "Woven wood shade rolled up above the window",
        room: "Wide view of the minimalist bathroom with its woven wood shade",
      },
    },
    24: {
      title: "Cosy Reading Nook with Roman Shades",
      description:
        "A window seat piled with cushions under a patterned fold-up shade: the warmest corner of the house for a good book.",
      features: ["Patterned fabric", "Window seat nook", "Layered cushions", "Warm reading light"],
      pictures: {
        main: "Roman shade with soft horizontal folds over a window in a contemporary bedroom",
        detail: "Close-up of the Roman shade's folded fabric",
        open: "Roman shade folded up into neat pleats",
        room: "Wide view of the contemporary bedroom with its Roman shade",
      },
    },
  },
} as const;
