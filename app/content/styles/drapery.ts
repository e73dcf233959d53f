import { back, collectionStylePages } from "./build";

const drapery = { type: "drapery" } as const;

export const draperyPages = collectionStylePages(
  { back: back.drapery },
  {
    "/collections/drapery/sheer": {
      heading: "Sheer Drapery",
      intro: "Airy, floor-length sheers that soften daylight and keep a room bright.",
      motif: "sheer",
      quote: drapery,
      features: [
        { title: "Soft Light", description: "Diffuses harsh sun into a gentle glow." },
        { title: "Daytime Privacy", description: "Hides the room from outside while you see out." },
        { title: "Layering", description: "Pairs with blackout drapery or blinds." },
        { title: "Fine Fabrics", description: "Voiles, linens and open weaves." },
        { title: "Easy Care", description: "Many fabrics are machine washable." },
        { title: "Full Lengths", description: "Made to floor, puddle or sill length." },
      ],
      styles: [
        { name: "Classic Sheer", description: "Fine voile with a soft, traditional drape." },
        { name: "Modern Sheer", description: "Textured linen-look sheers on ripple-fold tracks." },
      ],
    },
    "/collections/drapery/blackout": {
      heading: "Blackout Drapery",
      intro: "Lined drapery that blocks light for deep sleep and cinema-dark rooms.",
      motif: "blackout",
      quote: drapery,
      features: [
        { title: "Total Darkness", description: "Triple-weave and lined fabrics block outside light." },
        { title: "Better Sleep", description: "Ideal for bedrooms and shift workers." },
        { title: "Noise Reduction", description: "Dense fabric absorbs street noise." },
        { title: "Insulation", description: "Keeps rooms warmer in winter and cooler in summer." },
        { title: "Fade Protection", description: "Shields floors and furniture from UV." },
        { title: "Elegant Drape", description: "Weighted hems for straight, even folds." },
      ],
      styles: [
        { name: "Classic", description: "Pinch-pleated blackout drapery in solid colours." },
        { name: "Modern", description: "Ripple-fold blackout panels on a slim track." },
        { name: "Premium", description: "Velvet and silk faces with interlined blackout." },
      ],
    },
    "/collections/drapery/decorative": {
      heading: "Decorative Drapery",
      intro: "Patterned and embellished drapery that becomes the room's centrepiece.",
      motif: "decorative",
      quote: drapery,
      features: [
        { title: "Statement Patterns", description: "Damasks, florals and geometrics." },
        { title: "Trims and Borders", description: "Banding, tassel fringe and contrast edges." },
        { title: "Heading Styles", description: "Pinch pleat, goblet, grommet and more." },
        { title: "Coordinated Looks", description: "Matching valances, tiebacks and cushions." },
        { title: "Quality Linings", description: "Linings protect the face fabric and add body." },
        { title: "Design Help", description: "Our designers balance pattern and scale." },
      ],
      styles: [
        { name: "Classic", description: "Traditional damask drapery with pleated headings." },
        { name: "Modern", description: "Bold geometric prints on clean ripple folds." },
        { name: "Premium", description: "Hand-finished drapery with custom trims." },
      ],
    },
    "/collections/drapery/thermal": {
      heading: "Thermal Drapery",
      intro: "Insulated drapery that keeps warmth in during winter and heat out in summer.",
      motif: "thermal",
      quote: { type: "drapery", heroModel: "Thermal Drapery" },
      features: [
        { title: "Energy Savings", description: "Thermal linings reduce heating and cooling costs." },
        { title: "Year-Round Comfort", description: "Fewer drafts and cold spots near windows." },
        { title: "Noise Reduction", description: "Heavy layers quieten busy streets." },
      ],
      styles: [
        { name: "Classic", description: "Pleated drapery with a thermal interlining." },
        { name: "Modern", description: "Clean ripple folds with an insulating back." },
        { name: "Premium Thermal", description: "Triple-layer drapery for the coldest rooms." },
      ],
    },
    "/collections/drapery/motorized": {
      heading: "Motorized Drapery",
      intro: "Drapery that opens and closes on quiet motorized tracks, by remote, app or schedule.",
      motif: "motor-drapery",
      quote: drapery,
      features: [
        { title: "Smart Control", description: "Operate from a remote, your phone or a voice assistant." },
        { title: "Convenient Operation", description: "Heavy or tall drapery moves with one touch." },
        { title: "Customizable Settings", description: "Set scenes and schedules for every room." },
      ],
      styles: [
        { name: "Classic", description: "Pinch-pleated drapery on a concealed motor track." },
        { name: "Modern", description: "Ripple-fold drapery gliding on a slim track." },
        { name: "Premium Motorized", description: "Whisper-quiet motors with premium fabrics." },
      ],
    },
    "/collections/drapery/fabric": {
      heading: "Fabric Drapery",
      intro: "Choose from hundreds of fabrics, sewn into drapery made for your windows.",
      motif: "drapery",
      quote: drapery,
      features: [
        { title: "Huge Fabric Library", description: "Linens, velvets, silks, cottons and blends." },
        { title: "Tailored Headings", description: "Pleats and folds finished by hand." },
        { title: "Lining Choices", description: "Unlined, lined, interlined or blackout." },
        { title: "Perfect Length", description: "Measured to float, kiss or puddle on the floor." },
        { title: "Hardware", description: "Rods, tracks and finials to match." },
        { title: "Expert Fitting", description: "Installed and dressed by our team." },
      ],
      styles: [
        { name: "Classic Elegance", description: "Traditional pinch pleats in rich, weighty fabrics." },
        { name: "Modern Minimalist", description: "Unfussy ripple folds in natural linens." },
      ],
    },
  },
);
