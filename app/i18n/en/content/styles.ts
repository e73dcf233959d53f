/**
 * The style pages (spec §2.9), by path: the hero's sentence, the feature cards and the style cards
 * (keyed by style; which page has which styles, their pictures and quote links are in
 * app/content/styles/). A page's heading is its name in ./pages.ts.
 */
export const enStyles = {
  featuresHeading: "Why Choose {name}",
  stylesHeading: "{name} Styles",
  styleImageAlt: "Illustration of the {name} style",
  /** Below the style cards; {link} is the link to the measuring guide, worded by measureLink. */
  measureNote: "Ready to order? {link}, then ask for your quote.",
  measureLink: "How to measure your windows",
  pages: {
    "/collections/blinds/horizontal-blinds": {
      intro: "Tilting slats give precise control of light and privacy in any room.",
      features: [
        { title: "Precise Light Control", description: "Tilt the slats to direct light exactly where you want it." },
        { title: "Durable Slats", description: "Aluminum, wood and faux wood built for daily use." },
        { title: "Easy to Clean", description: "A quick dusting keeps them looking new." },
        { title: "Many Finishes", description: "Dozens of colours and wood stains." },
        { title: "Cordless Options", description: "Safer lift systems for family homes." },
        { title: "Exact Fit", description: "Cut to size for a neat inside mount." },
      ],
      styles: {
        "venetian-blinds": { name: "Venetian Blinds", description: "Classic 50 mm slats with ladder tapes or cords." },
        "aluminum-blinds": {
          name: "Aluminum Blinds",
          description: "Light, moisture-proof slats for kitchens and baths.",
        },
        "wood-blinds": { name: "Wood Blinds", description: "Real hardwood slats with a warm natural grain." },
      },
    },
    "/collections/blinds/vertical-blinds": {
      intro: "Vertical vanes that glide across wide windows and sliding doors.",
      features: [
        { title: "Wide Openings", description: "Ideal for patio doors and floor-to-ceiling glass." },
        { title: "Smooth Glide", description: "Quiet tracks that traverse with a wand." },
        { title: "Rotating Vanes", description: "Turn the vanes for light without losing privacy." },
        { title: "Replaceable Vanes", description: "Swap a single vane instead of the whole blind." },
        { title: "Fabric Choices", description: "Textured, patterned and blackout fabrics." },
        { title: "Stack Options", description: "Stack left, right, split or centre." },
      ],
      styles: {
        "classic-vertical-blinds": {
          name: "Classic Vertical Blinds",
          description: "Rigid PVC vanes in crisp neutral tones.",
        },
        "fabric-vertical-blinds": {
          name: "Fabric Vertical Blinds",
          description: "Soft fabric vanes that filter light gently.",
        },
        "vinyl-vertical-blinds": {
          name: "Vinyl Vertical Blinds",
          description: "Hard-wearing, easy-clean vanes for busy spaces.",
        },
      },
    },
    "/collections/blinds/panel-blinds": {
      intro: "Wide fabric panels on a sliding track: a modern answer for large spans of glass.",
      features: [
        { title: "Modern Look", description: "Broad, flat panels with clean lines." },
        { title: "Room Dividers", description: "Also work as elegant partitions." },
        { title: "Large Windows", description: "Cover sliding doors and window walls." },
        { title: "Easy Operation", description: "Panels slide on a smooth multi-channel track." },
        { title: "Fabric Range", description: "Sheer, light-filtering and blackout panels." },
        { title: "Custom Sizes", description: "Panel widths planned for your opening." },
      ],
      styles: {
        "classic-panel-blinds": {
          name: "Classic Panel Blinds",
          description: "Solid panels in timeless neutral fabrics.",
        },
        "fabric-panel-blinds": { name: "Fabric Panel Blinds", description: "Textured weaves that soften a room." },
        "sheer-panel-blinds": {
          name: "Sheer Panel Blinds",
          description: "Translucent panels that glow with daylight.",
        },
      },
    },
    "/collections/blinds/mini-blinds": {
      intro: "Slim 25 mm slats: a neat, affordable choice for small and shallow windows.",
      features: [
        { title: "Slim Profile", description: "Fits shallow frames and narrow windows." },
        { title: "Affordable", description: "Quality blinds at an accessible price." },
        { title: "Moisture Resistant", description: "Aluminum and vinyl suit kitchens and baths." },
        { title: "Fine Control", description: "Narrow slats adjust light in small steps." },
        { title: "Colour Range", description: "From bright whites to metallic finishes." },
        { title: "Quick Install", description: "Lightweight headrails mount in minutes." },
      ],
      styles: {
        classic: { name: "Classic", description: "Everyday mini blinds in clean whites and creams." },
        aluminum: { name: "Aluminum", description: "Sturdy metal slats with a brushed finish." },
        vinyl: { name: "Vinyl", description: "Wipe-clean slats for humid rooms." },
      },
    },
    "/collections/curtains/sheer-curtains": {
      intro: "Light, translucent curtains that let daylight in and keep privacy.",
      features: [
        { title: "Natural Light", description: "Brightens rooms while softening glare." },
        { title: "Privacy by Day", description: "Blurs the view in from outside." },
        { title: "Airy Look", description: "Floats and moves with the breeze." },
        { title: "Layer Friendly", description: "Works under heavier curtains or blinds." },
        { title: "Washable", description: "Easy-care fabrics for everyday living." },
        { title: "Made to Measure", description: "Any width and length." },
      ],
      styles: {
        "voile-sheer": { name: "Voile Sheer", description: "Smooth, fine voile with a graceful drape." },
        "linen-sheer": { name: "Linen Sheer", description: "Natural slub texture with relaxed folds." },
        "embroidered-sheer": {
          name: "Embroidered Sheer",
          description: "Delicate stitched patterns for a classic touch.",
        },
      },
    },
    "/collections/curtains/blackout-curtains": {
      intro: "Block up to 99% of outside light for restful sleep and a cosy room.",
      features: [
        { title: "Blocks Up to 99% of Light", description: "Dense, lined fabrics keep rooms dark." },
        { title: "Sleep Better", description: "Perfect for bedrooms and nurseries." },
        { title: "Thermal Benefit", description: "Helps keep rooms at an even temperature." },
        { title: "Noise Reduction", description: "Heavier fabric softens outside sound." },
        { title: "UV Protection", description: "Protects floors and furniture from fading." },
        { title: "Many Colours", description: "From soft neutrals to deep jewel tones." },
      ],
      styles: {
        "solid-blackout": { name: "Solid Blackout", description: "Single-colour curtains with a blackout lining." },
        "textured-blackout": { name: "Textured Blackout", description: "Linen-look faces over a blackout layer." },
        "velvet-blackout": { name: "Velvet Blackout", description: "Luxurious velvet with full light blocking." },
      },
    },
    "/collections/curtains/thermal-curtains": {
      intro: "Insulated curtains that help keep the warmth in and your energy bills down.",
      features: [
        { title: "Insulating Layers", description: "Thermal backing reduces heat loss at the glass." },
        { title: "Lower Bills", description: "Less heating in winter and cooling in summer." },
        { title: "Draft Blocking", description: "Cuts cold air around older windows." },
        { title: "Quieter Rooms", description: "Extra layers absorb outside noise." },
        { title: "Light Control", description: "Room-darkening without a heavy look." },
        { title: "Stylish Fabrics", description: "Warm colours and textures for any decor." },
      ],
      styles: {
        "classic-thermal": { name: "Classic Thermal", description: "Pleated curtains with an insulating lining." },
        "grommet-thermal": { name: "Grommet Thermal", description: "Easy-glide grommet tops on thermal fabric." },
        "quilted-thermal": { name: "Quilted Thermal", description: "Padded layers for the coldest windows." },
      },
    },
    "/collections/curtains/decorative-curtains": {
      intro: "Patterns, textures and trims that bring personality to every window.",
      features: [
        { title: "Pattern Library", description: "Florals, stripes, damasks and geometrics." },
        { title: "Custom Trims", description: "Tassels, braids and contrast borders." },
        { title: "Coordinated Sets", description: "Matching valances and tiebacks." },
        { title: "Rich Textures", description: "Jacquards, velvets and embroidered weaves." },
        { title: "Lined for Body", description: "Linings give a full, luxurious drape." },
        { title: "Designer Advice", description: "Help choosing pattern scale and colour." },
      ],
      styles: {
        "floral-curtains": {
          name: "Floral Curtains",
          description: "Garden-inspired prints for living rooms and bedrooms.",
        },
        "striped-curtains": {
          name: "Striped Curtains",
          description: "Vertical stripes that make ceilings feel higher.",
        },
        "damask-curtains": { name: "Damask Curtains", description: "Classic woven motifs with a subtle sheen." },
      },
    },
    "/collections/shades/roller": {
      intro: "Clean lines and simple operation: a single panel of fabric that rolls neatly out of sight.",
      features: [
        { title: "Light Control", description: "From soft filtering to full blackout, chosen per room." },
        { title: "Easy Operation", description: "Smooth spring, chain or motorized lift." },
        { title: "Low Maintenance", description: "Wipe-clean fabrics that resist fading and dust." },
        { title: "Space Saving", description: "Rolls into a slim headrail with no stack at the top." },
        { title: "Energy Efficient", description: "Reflective backings keep rooms cooler in summer." },
        { title: "Custom Fit", description: "Made to the millimetre for inside or outside mounts." },
      ],
      styles: {
        "classic-roller": {
          name: "Classic Roller",
          description: "Woven fabric roller in linen, cotton-look and textured weaves.",
        },
        "solar-roller": {
          name: "Solar Roller",
          description: "Screen fabric that cuts glare and UV while keeping the view.",
        },
        "blackout-roller": {
          name: "Blackout Roller",
          description: "Opaque fabric for bedrooms, nurseries and media rooms.",
        },
      },
    },
    "/collections/shades/roman": {
      intro: "Soft fabric folds that stack gracefully when raised, tailored for a timeless look.",
      features: [
        { title: "Elegant Folds", description: "Crisp or relaxed pleats that add depth to any window." },
        { title: "Premium Fabrics", description: "Linens, silks and cottons from trusted mills." },
        { title: "Lining Options", description: "Privacy, light-filtering or blackout linings." },
        { title: "Cordless Lift", description: "Child-safe cordless and motorized options." },
        { title: "Insulating", description: "Layered fabric helps keep heat in during winter." },
        { title: "Made to Measure", description: "Sewn for your exact window size." },
      ],
      styles: {
        "classic-roman": { name: "Classic Roman", description: "Evenly spaced folds that lie flat when lowered." },
        "flat-roman": { name: "Flat Roman", description: "A smooth face that shows off bold patterns." },
        "hobbled-roman": { name: "Hobbled Roman", description: "Cascading soft folds even when fully lowered." },
      },
    },
    "/collections/shades/cellular": {
      intro: "Honeycomb cells trap air at the window for outstanding insulation and quiet rooms.",
      features: [
        { title: "Energy Savings", description: "Air pockets insulate against heat and cold." },
        { title: "Sound Dampening", description: "Cells soften outside noise." },
        { title: "Top-Down Bottom-Up", description: "Light from above, privacy below." },
        { title: "Light Options", description: "Sheer, light-filtering and blackout fabrics." },
        { title: "Cordless Safety", description: "No dangling cords for children and pets." },
        { title: "Compact Stack", description: "Folds into a small stack at the top of the window." },
      ],
      styles: {
        "single-cell": { name: "Single Cell", description: "One layer of cells: light, affordable insulation." },
        "double-cell": { name: "Double Cell", description: "Two layers for extra insulation and quiet." },
        "triple-cell": { name: "Triple Cell", description: "Our most insulating shade for extreme climates." },
      },
    },
    "/collections/shades/woven-wood": {
      intro: "Natural bamboo, reeds and grasses woven by hand for warm, organic texture.",
      features: [
        { title: "Natural Materials", description: "Sustainably sourced bamboo, jute and grasses." },
        { title: "Warm Texture", description: "Filtered light with a relaxed, organic feel." },
        { title: "Optional Liners", description: "Add privacy or blackout liners behind the weave." },
      ],
      styles: {
        "classic-woven": { name: "Classic Woven", description: "Tight bamboo weave in honey and walnut tones." },
        "modern-woven": { name: "Modern Woven", description: "Slim, even reeds for a crisp contemporary look." },
        "textured-woven": { name: "Textured Woven", description: "Chunky grasses and jute for rich texture." },
      },
    },
    "/collections/shades/motorized": {
      intro: "Raise and lower every shade from a remote, your phone or a schedule.",
      features: [
        { title: "Smart Home Ready", description: "Works with popular voice assistants and hubs." },
        { title: "Scheduling", description: "Open at sunrise, close at sunset, automatically." },
        { title: "Quiet Motors", description: "Whisper-quiet operation in every room." },
        { title: "Rechargeable", description: "Battery motors need no new wiring." },
        { title: "Safety", description: "Completely cord-free for children and pets." },
        { title: "Group Control", description: "Move a whole room of shades with one touch." },
      ],
      styles: {
        "motorized-roman": {
          name: "Motorized Roman",
          description: "Soft Roman folds raised at the touch of a button.",
        },
        "motorized-cellular": { name: "Motorized Cellular", description: "Insulating honeycomb shades on a schedule." },
        "motorized-roller": {
          name: "Motorized Roller",
          description: "Sleek roller shades for large or hard-to-reach windows.",
        },
      },
    },
    "/collections/drapery/sheer": {
      intro: "Airy, floor-length sheers that soften daylight and keep a room bright.",
      features: [
        { title: "Soft Light", description: "Diffuses harsh sun into a gentle glow." },
        { title: "Daytime Privacy", description: "Hides the room from outside while you see out." },
        { title: "Layering", description: "Pairs with blackout drapery or blinds." },
        { title: "Fine Fabrics", description: "Voiles, linens and open weaves." },
        { title: "Easy Care", description: "Many fabrics are machine washable." },
        { title: "Full Lengths", description: "Made to floor, puddle or sill length." },
      ],
      styles: {
        "classic-sheer": { name: "Classic Sheer", description: "Fine voile with a soft, traditional drape." },
        "modern-sheer": { name: "Modern Sheer", description: "Textured linen-look sheers on ripple-fold tracks." },
      },
    },
    "/collections/drapery/blackout": {
      intro: "Lined drapery that blocks light for deep sleep and cinema-dark rooms.",
      features: [
        { title: "Total Darkness", description: "Triple-weave and lined fabrics block outside light." },
        { title: "Better Sleep", description: "Ideal for bedrooms and shift workers." },
        { title: "Noise Reduction", description: "Dense fabric absorbs street noise." },
        { title: "Insulation", description: "Keeps rooms warmer in winter and cooler in summer." },
        { title: "Fade Protection", description: "Shields floors and furniture from UV." },
        { title: "Elegant Drape", description: "Weighted hems for straight, even folds." },
      ],
      styles: {
        classic: { name: "Classic", description: "Pinch-pleated blackout drapery in solid colours." },
        modern: { name: "Modern", description: "Ripple-fold blackout panels on a slim track." },
        premium: { name: "Premium", description: "Velvet and silk faces with interlined blackout." },
      },
    },
    "/collections/drapery/decorative": {
      intro: "Patterned and embellished drapery that becomes the room's centrepiece.",
      features: [
        { title: "Statement Patterns", description: "Damasks, florals and geometrics." },
        { title: "Trims and Borders", description: "Banding, tassel fringe and contrast edges." },
        { title: "Heading Styles", description: "Pinch pleat, goblet, grommet and more." },
        { title: "Coordinated Looks", description: "Matching valances, tiebacks and cushions." },
        { title: "Quality Linings", description: "Linings protect the face fabric and add body." },
        { title: "Design Help", description: "Our designers balance pattern and scale." },
      ],
      styles: {
        classic: { name: "Classic", description: "Traditional damask drapery with pleated headings." },
        modern: { name: "Modern", description: "Bold geometric prints on clean ripple folds." },
        premium: { name: "Premium", description: "Hand-finished drapery with custom trims." },
      },
    },
    "/collections/drapery/thermal": {
      intro: "Insulated drapery that keeps warmth in during winter and heat out in summer.",
      features: [
        { title: "Energy Savings", description: "Thermal linings reduce heating and cooling costs." },
        { title: "Year-Round Comfort", description: "Fewer drafts and cold spots near windows." },
        { title: "Noise Reduction", description: "Heavy layers quieten busy streets." },
      ],
      styles: {
        classic: { name: "Classic", description: "Pleated drapery with a thermal interlining." },
        modern: { name: "Modern", description: "Clean ripple folds with an insulating back." },
        "premium-thermal": { name: "Premium Thermal", description: "Triple-layer drapery for the coldest rooms." },
      },
    },
    "/collections/drapery/motorized": {
      intro: "Drapery that opens and closes on quiet motorized tracks, by remote, app or schedule.",
      features: [
        { title: "Smart Control", description: "Operate from a remote, your phone or a voice assistant." },
        { title: "Convenient Operation", description: "Heavy or tall drapery moves with one touch." },
        { title: "Customizable Settings", description: "Set scenes and schedules for every room." },
      ],
      styles: {
        classic: { name: "Classic", description: "Pinch-pleated drapery on a concealed motor track." },
        modern: { name: "Modern", description: "Ripple-fold drapery gliding on a slim track." },
        "premium-motorized": { name: "Premium Motorized", description: "Whisper-quiet motors with premium fabrics." },
      },
    },
    "/collections/drapery/fabric": {
      intro: "Choose from hundreds of fabrics, sewn into drapery made for your windows.",
      features: [
        { title: "Huge Fabric Library", description: "Linens, velvets, silks, cottons and blends." },
        { title: "Tailored Headings", description: "Pleats and folds finished by hand." },
        { title: "Lining Choices", description: "Unlined, lined, interlined or blackout." },
        { title: "Perfect Length", description: "Measured to float, kiss or puddle on the floor." },
        { title: "Hardware", description: "Rods, tracks and finials to match." },
        { title: "Expert Fitting", description: "Installed and dressed by our team." },
      ],
      styles: {
        "classic-elegance": {
          name: "Classic Elegance",
          description: "Traditional pinch pleats in rich, weighty fabrics.",
        },
        "modern-minimalist": { name: "Modern Minimalist", description: "Unfussy ripple folds in natural linens." },
      },
    },
    "/collections/accessories/finials": {
      intro: "The finishing touch at each end of your curtain rod.",
      features: [
        { title: "Many Shapes", description: "Balls, spears, scrolls and modern end caps." },
        { title: "Matching Rods", description: "Sized to fit our rods exactly." },
        { title: "Quality Finishes", description: "Brass, bronze, nickel, wood and glass." },
        { title: "Easy to Fit", description: "Screw-on fittings that stay secure." },
        { title: "Durable", description: "Solid materials that will not chip or fade." },
        { title: "Style Advice", description: "We help match finials to your hardware." },
      ],
      styles: {
        "classic-ball": { name: "Classic Ball", description: "A simple sphere in wood or metal." },
        crystal: { name: "Crystal", description: "Faceted glass that catches the light." },
        "modern-end-cap": { name: "Modern End Cap", description: "Minimal caps for a clean contemporary line." },
      },
    },
    "/collections/accessories/valances": {
      intro: "A short top treatment that frames the window and hides hardware.",
      features: [
        { title: "Hide Hardware", description: "Conceals headrails, tracks and rods." },
        { title: "Frame the View", description: "Adds height and finish to any window." },
        { title: "Coordinated Fabric", description: "Made from your curtain or shade fabric." },
        { title: "Many Shapes", description: "Box pleat, swag, scalloped and straight." },
        { title: "Lined", description: "Linings give structure and protect from sun." },
        { title: "Custom Widths", description: "Sized to your window and trim." },
      ],
      styles: {
        "box-pleat-valance": {
          name: "Box Pleat Valance",
          description: "Tailored pleats for a crisp, structured look.",
        },
        "swag-valance": { name: "Swag Valance", description: "Soft draped fabric for traditional rooms." },
        "cornice-valance": { name: "Cornice Valance", description: "A padded, fabric-covered board." },
      },
    },
    "/collections/accessories/tiebacks": {
      intro: "Hold curtains open in graceful curves and let the light in.",
      features: [
        { title: "Graceful Shape", description: "Gathers curtains into elegant curves." },
        { title: "More Light", description: "Keeps the window clear during the day." },
        { title: "Matching Fabrics", description: "Made from your curtain fabric or a contrast." },
        { title: "Hardware Included", description: "Wall hooks and holdbacks to match." },
        { title: "Many Styles", description: "Tassels, bands, ropes and magnets." },
        { title: "Easy Use", description: "Release and fasten in seconds." },
      ],
      styles: {
        "tassel-tieback": { name: "Tassel Tieback", description: "Rope and tassel in silk-look yarns." },
        "fabric-band": { name: "Fabric Band", description: "A tailored band matching your curtains." },
        "metal-holdback": { name: "Metal Holdback", description: "Decorative wall-mounted arms." },
      },
    },
    "/collections/accessories/curtain-rods": {
      intro: "Strong, smooth rods and tracks that carry your curtains for years.",
      features: [
        { title: "Sturdy Build", description: "Steel and solid wood that will not sag." },
        { title: "Smooth Glide", description: "Rings and gliders that move easily." },
        { title: "Custom Lengths", description: "Cut to size, with bay and corner options." },
        { title: "Finishes", description: "Black, brass, bronze, nickel and natural wood." },
        { title: "Brackets Included", description: "Wall and ceiling brackets for every fixing." },
        { title: "Pro Installation", description: "Level, secure fitting by our installers." },
      ],
      styles: {
        "classic-rod": { name: "Classic Rod", description: "A round rod with rings and finials." },
        "double-rod": { name: "Double Rod", description: "Two rods for sheers behind drapery." },
        "track-system": { name: "Track System", description: "A discreet ceiling track for ripple folds." },
      },
    },
  },
} as const;
