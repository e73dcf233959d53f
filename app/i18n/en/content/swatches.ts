/**
 * English: the free swatches of the style and product pages (issue 36) — the section's words, what each opacity is
 * called, and each swatch's name and short description by its id (app/content/swatches.ts holds the facts).
 */
export const enSwatches = {
  heading: "Free swatches",
  intro:
    "See the real colour and feel at your window: add up to {max} free swatches to your bag. We mail them to your door, or bring them to your free consultation.",
  /** The button of each swatch; the swatch's name follows it for screen readers. */
  add: "Add free swatch",
  addName: "Add free swatch: {name}",
  /** Shown on a swatch already in the bag (the site script marks it). */
  inBag: "In your swatch bag",
  /** Shown on the swatch just added, without scripts (the page scrolls to it). */
  added: "Added to your swatch bag.",
  viewBag: "See your swatch bag",
  /** When the bag already holds the most it may. */
  full: "Your bag already holds {max} swatches, the most we send at once. Remove one to add another.",
  /** A swatch's opacity, where it has one. */
  opacity: {
    sheer: "Sheer",
    "light-filtering": "Light-filtering",
    "room-darkening": "Room-darkening",
    blackout: "Blackout",
  },
  items: {
    "horizontal-snow-white": {
      name: "Snow White Faux Wood",
      description: "A crisp painted white that suits any trim.",
    },
    "horizontal-natural-oak": { name: "Natural Oak Wood", description: "Real basswood with a clear oak-tone stain." },
    "horizontal-espresso": { name: "Espresso Wood", description: "A deep brown stain that frames a view." },
    "horizontal-brushed-silver": {
      name: "Brushed Silver Aluminum",
      description: "Slim metal slats with a soft satin sheen.",
    },
    "vertical-alabaster": { name: "Alabaster Vinyl", description: "Smooth, wipe-clean vanes in a warm white." },
    "vertical-linen-weave": { name: "Linen Weave Fabric", description: "Soft fabric vanes that filter the sun." },
    "vertical-dove-grey": { name: "Dove Grey PVC", description: "Solid vanes that darken a room when closed." },
    "vertical-sandstone": { name: "Sandstone Textured", description: "An embossed finish that hides fingerprints." },
    "panel-ivory-linen": { name: "Ivory Linen Panel", description: "A natural linen look for wide glass." },
    "panel-charcoal-weave": {
      name: "Charcoal Weave Panel",
      description: "A dense weave that calms bright patio doors.",
    },
    "panel-cloud-sheer": { name: "Cloud Sheer Panel", description: "An airy panel that keeps the view." },
    "panel-sage-blackout": { name: "Sage Blackout Panel", description: "A muted green panel that blocks the light." },
    "mini-pure-white": { name: "Pure White", description: "The classic 1-inch slat in bright white." },
    "mini-cream": { name: "Cream", description: "A soft cream that warms a kitchen." },
    "mini-pewter": { name: "Pewter Aluminum", description: "Brushed metal slats for a modern room." },
    "mini-matte-black": { name: "Matte Black", description: "A bold slat that matches black window frames." },
    "sheer-white-voile": { name: "White Voile", description: "Fine, smooth voile that softens the daylight." },
    "sheer-natural-linen": { name: "Natural Linen Sheer", description: "A slub weave with an easy, relaxed look." },
    "sheer-ivory-embroidered": {
      name: "Ivory Embroidered Sheer",
      description: "Delicate stitched vines on an ivory voile.",
    },
    "sheer-mist-grey": { name: "Mist Grey Sheer", description: "A cool grey sheer for modern rooms." },
    "blackout-navy": { name: "Navy Solid", description: "Deep navy with a full blackout lining." },
    "blackout-oatmeal-linen": {
      name: "Oatmeal Linen-look",
      description: "A textured face over a blackout layer.",
    },
    "blackout-emerald-velvet": {
      name: "Emerald Velvet",
      description: "Rich velvet that blocks the light completely.",
    },
    "blackout-graphite-twill": {
      name: "Graphite Twill",
      description: "A sturdy twill that darkens most of the room.",
    },
    "thermal-cream": { name: "Cream Thermal", description: "An insulating lining behind a soft cream face." },
    "thermal-chocolate": { name: "Chocolate Thermal", description: "Warm brown with a foam-backed lining." },
    "thermal-slate-blue": { name: "Slate Blue Grommet", description: "Grommet tops on a heat-saving fabric." },
    "thermal-quilted-ivory": { name: "Ivory Quilted", description: "Padded layers for the coldest windows." },
    "decorative-rose-floral": { name: "Rose Floral", description: "A printed garden of blush roses." },
    "decorative-coastal-stripe": {
      name: "Coastal Stripe",
      description: "Blue and white stripes for a bright room.",
    },
    "decorative-gold-damask": { name: "Gold Damask", description: "A woven motif with a quiet sheen." },
    "decorative-terracotta-ikat": {
      name: "Terracotta Ikat",
      description: "A hand-drawn ikat in warm earth tones.",
    },
    "roller-arctic-white": { name: "Arctic White", description: "A smooth fabric that glows with daylight." },
    "roller-solar-grey": {
      name: "Solar Screen 5% Grey",
      description: "Cuts glare and heat while keeping the view.",
    },
    "roller-linen-beige": { name: "Linen Beige", description: "A woven texture in a warm neutral." },
    "roller-midnight-blackout": { name: "Midnight Blackout", description: "A coated fabric that blocks the light." },
    "roman-ivory-linen": { name: "Ivory Belgian Linen", description: "Soft folds of a classic linen." },
    "roman-harbor-blue": { name: "Harbor Blue", description: "A lined cotton in a deep coastal blue." },
    "roman-taupe-herringbone": {
      name: "Taupe Herringbone",
      description: "A woven chevron that adds a quiet pattern.",
    },
    "roman-blush-blackout": { name: "Blush Blackout", description: "A soft pink face with a blackout liner." },
    "cellular-white-single": {
      name: "White Single Cell",
      description: "Light insulation that brightens a room.",
    },
    "cellular-sand-double": {
      name: "Sand Double Cell",
      description: "Two layers of cells for warmth and quiet.",
    },
    "cellular-stone-blackout": {
      name: "Stone Blackout Cell",
      description: "A foil-lined cell that blocks the light.",
    },
    "cellular-mist-triple": {
      name: "Mist Triple Cell",
      description: "Our most insulating shade, for extreme climates.",
    },
    "woven-honey-bamboo": { name: "Honey Bamboo", description: "A tight bamboo weave in golden tones." },
    "woven-walnut-reed": { name: "Walnut Reed", description: "Slim, even reeds in a dark stain." },
    "woven-natural-jute": { name: "Natural Jute", description: "Chunky fibres with a rich texture." },
    "woven-driftwood-lined": {
      name: "Driftwood with Privacy Liner",
      description: "A grey-washed weave backed for privacy.",
    },
    "motorized-white-roller": {
      name: "White Roller Fabric",
      description: "Smooth fabric for quiet motorized rollers.",
    },
    "motorized-charcoal-solar": {
      name: "Charcoal Solar Screen 3%",
      description: "Glare control that runs on a schedule.",
    },
    "motorized-linen-roman": {
      name: "Linen Roman Fabric",
      description: "Soft folds that rise at the touch of a button.",
    },
    "motorized-ink-cellular": {
      name: "Ink Blackout Cellular",
      description: "Honeycomb cells that darken a bedroom on time.",
    },
    "drapery-pearl-voile": { name: "Pearl Voile", description: "Fine voile with a soft, traditional drape." },
    "drapery-flax-sheer": { name: "Flax Sheer", description: "A linen-look sheer for ripple-fold tracks." },
    "drapery-silver-mist": { name: "Silver Mist", description: "A faint metallic thread that catches the light." },
    "drapery-champagne-batiste": {
      name: "Champagne Batiste",
      description: "A fine batiste in a warm champagne.",
    },
    "drapery-ivory-sateen": {
      name: "Ivory Sateen",
      description: "Pinch-pleated sateen over a blackout lining.",
    },
    "drapery-charcoal-basketweave": {
      name: "Charcoal Basketweave",
      description: "A textured weave for ripple-fold panels.",
    },
    "drapery-sapphire-velvet": {
      name: "Sapphire Velvet",
      description: "Velvet with an interlined blackout back.",
    },
    "drapery-mocha-silk": {
      name: "Mocha Dupioni Silk",
      description: "Lustrous silk, fully lined against the light.",
    },
    "drapery-ivory-damask": { name: "Ivory Damask", description: "A traditional damask for pleated headings." },
    "drapery-navy-geometric": {
      name: "Navy Geometric",
      description: "A bold geometric print on clean ripple folds.",
    },
    "drapery-botanical-print": { name: "Botanical Print", description: "Leafy greens on a natural ground." },
    "drapery-ruby-trim": {
      name: "Ruby with Tassel Trim",
      description: "A rich red finished with a hand-sewn trim.",
    },
    "drapery-parchment-thermal": {
      name: "Parchment Thermal",
      description: "Pleated drapery with a thermal interlining.",
    },
    "drapery-forest-wool": {
      name: "Forest Wool Blend",
      description: "A dense wool blend that holds in the warmth.",
    },
    "drapery-stone-insulated": {
      name: "Stone Insulated",
      description: "Clean ripple folds with an insulating back.",
    },
    "drapery-burgundy-triple": { name: "Burgundy Triple Layer", description: "Three layers for the coldest rooms." },
    "drapery-white-ripple": {
      name: "White Ripple Sheer",
      description: "A sheer that glides on a concealed motor track.",
    },
    "drapery-oyster-linen": {
      name: "Oyster Linen Blend",
      description: "A quiet neutral for everyday motorized panels.",
    },
    "drapery-slate-blackout": { name: "Slate Blackout", description: "Full darkness at the touch of a button." },
    "drapery-camel-velvet": { name: "Camel Velvet", description: "Premium velvet on whisper-quiet motors." },
    "drapery-ivory-faux-silk": {
      name: "Ivory Faux Silk",
      description: "A lustrous weave for classic elegance.",
    },
    "drapery-belgian-linen": { name: "Natural Belgian Linen", description: "Unfussy linen for modern rooms." },
    "drapery-teal-velvet": { name: "Teal Cotton Velvet", description: "A deep pile in a rich colour." },
    "drapery-pebble-boucle": { name: "Pebble Bouclé", description: "A looped texture with a soft hand." },
    "finial-brushed-nickel": { name: "Brushed Nickel", description: "A satin metal finish for modern rooms." },
    "finial-oil-rubbed-bronze": {
      name: "Oil-rubbed Bronze",
      description: "A dark bronze with copper highlights.",
    },
    "finial-antique-brass": { name: "Antique Brass", description: "A warm, softly aged gold." },
    "finial-clear-crystal": { name: "Clear Crystal", description: "Faceted glass that catches the light." },
    "valance-ivory-box-pleat": { name: "Ivory Box Pleat", description: "Tailored pleats in a crisp cotton." },
    "valance-sage-swag": { name: "Sage Swag", description: "Soft drapes of a muted green." },
    "valance-navy-cornice": { name: "Navy Cornice", description: "A padded board covered in navy linen." },
    "valance-red-toile": { name: "Red Toile", description: "A classic printed toile for traditional rooms." },
    "tieback-gold-tassel": { name: "Gold Tassel", description: "Rope and tassel in silk-look yarns." },
    "tieback-ivory-tassel": { name: "Ivory Tassel", description: "A soft tassel that suits light fabrics." },
    "tieback-charcoal-band": { name: "Charcoal Fabric Band", description: "A tailored band in a deep grey." },
    "tieback-bronze-holdback": { name: "Bronze Holdback", description: "A wall-mounted arm in a dark bronze." },
    "rod-matte-black-iron": { name: "Matte Black Iron", description: "A hand-forged look for any room." },
    "rod-satin-nickel": { name: "Satin Nickel", description: "A soft silver for contemporary rooms." },
    "rod-warm-walnut": { name: "Warm Walnut Wood", description: "A turned wooden rod with a rich stain." },
    "rod-white-ceiling-track": {
      name: "White Ceiling Track",
      description: "A discreet track for ripple-fold drapery.",
    },
  },
} as const;
