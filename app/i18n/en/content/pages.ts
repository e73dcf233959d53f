/**
 * The name and description of every page of the table (app/content/site-pages.ts), by canonical path:
 * the name is the title's first part, the breadcrumb label and some headings; the description is what a
 * search result or a shared link shows before anyone visits.
 */
export const enPages = {
  "/": {
    name: "Home",
    description:
      "Made-to-measure blinds, curtains, shades and drapery, crafted for your windows and professionally installed. Book a free consultation or request a quote.",
  },
  "/about": {
    name: "About Us",
    description:
      "Meet Amberwood Blinds: the team behind our made-to-measure window treatments, how we work, and why homeowners and designers trust our craftsmanship.",
  },
  "/swatches": {
    name: "Your Free Swatches",
    description:
      "Up to 10 free swatches of our fabrics and finishes: mailed to your door, or brought to your free in-home consultation.",
  },
  "/book": {
    name: "Book a Free Consultation",
    description:
      "Pick a time for a free in-home consultation: a designer brings samples, measures your windows and advises, in about an hour. Book online in a minute.",
  },
  "/book/manage/:token": {
    name: "Your Consultation",
    description: "See, reschedule or cancel your free in-home consultation with Amberwood Blinds.",
  },
  "/proposal/:token": {
    name: "Your Proposal",
    description: "Review, download, sign and pay the deposit of your proposal from Amberwood Blinds.",
  },
  "/proposal/:token/feedback": {
    name: "How Did It Go?",
    description: "Tell Amberwood Blinds privately how your installation went.",
  },
  "/contact": {
    name: "Contact Us",
    description:
      "Call, e-mail or message Amberwood Blinds. Our team answers questions about custom blinds, curtains and shades Monday to Friday, 9am to 5pm EST.",
  },
  "/newsletter": {
    name: "Newsletter",
    description:
      "Join the Amberwood Blinds newsletter for window treatment ideas, new fabrics and seasonal offers, delivered to your inbox. Unsubscribe at any time.",
  },
  "/newsletter/confirm": {
    name: "Confirm Subscription",
    description: "Confirm your subscription to the Amberwood Blinds newsletter with the link from its e-mail.",
  },
  "/newsletter/unsubscribe": {
    name: "Unsubscribe",
    description: "Stop receiving the Amberwood Blinds newsletter with the link from one of its e-mails.",
  },
  "/projects": {
    name: "Gallery",
    description:
      "Browse finished projects: custom shades, blinds and drapery in homes and businesses, installation work and design inspiration from Amberwood Blinds.",
  },
  "/products": {
    name: "Our Products",
    description:
      "Explore every Amberwood Blinds product line: custom blinds, curtains, shades, drapery, motorized systems and accessories, all made to measure.",
  },
  "/collections": {
    name: "Collections",
    description:
      "Our collections of made-to-measure window treatments: blinds, curtains, shades, drapery, motorized systems and finishing accessories.",
  },
  "/collections/blinds": {
    name: "Custom Blinds",
    description:
      "Custom blinds made to measure: horizontal, vertical, panel and mini blinds in wood, faux wood, aluminium and fabric, with precise light control.",
  },
  "/collections/blinds/horizontal-blinds": {
    name: "Horizontal Blinds",
    description:
      "Made-to-measure horizontal blinds with tilting slats for precise light and privacy control, in wood, faux wood and aluminium finishes.",
  },
  "/collections/blinds/vertical-blinds": {
    name: "Vertical Blinds",
    description:
      "Custom vertical blinds for patio doors and wide windows: smooth-gliding vanes that rotate to control light and stack neatly to the side.",
  },
  "/collections/blinds/panel-blinds": {
    name: "Panel Blinds",
    description:
      "Modern panel blinds made to measure: wide fabric panels sliding on a track, ideal for sliding doors, large windows and room dividers.",
  },
  "/collections/blinds/mini-blinds": {
    name: "Mini Blinds",
    description:
      "Slim-slat mini blinds cut to your window: a clean, space-saving look for kitchens, bathrooms and offices, with easy tilt control.",
  },
  "/collections/curtains": {
    name: "Custom Curtains",
    description:
      "Custom curtains tailored to your windows: sheer, blackout, decorative and thermal styles in fabrics and headings of your choice.",
  },
  "/collections/curtains/sheer-curtains": {
    name: "Sheer Curtains",
    description:
      "Light, airy sheer curtains made to measure: soften daylight, keep daytime privacy and layer them with blackout or decorative curtains.",
  },
  "/collections/curtains/blackout-curtains": {
    name: "Blackout Curtains",
    description:
      "Custom blackout curtains with lined fabrics that block up to 99% of light: better sleep, cooler rooms and privacy for bedrooms and media rooms.",
  },
  "/collections/curtains/decorative-curtains": {
    name: "Decorative Curtains",
    description:
      "Decorative curtains made to measure in patterned, textured and embroidered fabrics that turn your windows into a room's focal point.",
  },
  "/collections/curtains/thermal-curtains": {
    name: "Thermal Curtains",
    description:
      "Insulating thermal curtains made to measure: keep heat in during winter and out in summer, cut drafts and lower your energy bills.",
  },
  "/collections/shades": {
    name: "Custom Shades",
    description:
      "Custom shades made to measure: roller, Roman, cellular, woven wood and motorized shades for a clean look and effortless light control.",
  },
  "/collections/shades/roller": {
    name: "Roller Shades",
    description:
      "Made-to-measure roller shades in light-filtering, solar and blackout fabrics: a minimal, modern look for any window in your home or office.",
  },
  "/collections/shades/roman": {
    name: "Roman Shades",
    description:
      "Custom Roman shades that fold into soft, elegant pleats: tailored in your choice of fabric, lining and fold style for a classic finish.",
  },
  "/collections/shades/cellular": {
    name: "Cellular Shades",
    description:
      "Energy-efficient cellular shades made to measure: honeycomb cells trap air to insulate your windows, with light-filtering and blackout options.",
  },
  "/collections/shades/woven-wood": {
    name: "Woven Wood Shades",
    description:
      "Natural woven wood shades in bamboo, reed and grass weaves, made to measure for warm texture and filtered light, with optional privacy lining.",
  },
  "/collections/shades/motorized": {
    name: "Motorized Shades",
    description:
      "Motorized shades made to measure: raise and lower them by remote, app, voice or schedule, with quiet motors and smart-home integration.",
  },
  "/collections/drapery": {
    name: "Custom Drapery",
    description:
      "Custom drapery tailored to your rooms: sheer, blackout, decorative, thermal, motorized and fabric drapery with professional installation.",
  },
  "/collections/drapery/sheer": {
    name: "Sheer Drapery",
    description:
      "Floor-length sheer drapery made to measure: diffuse sunlight, keep your view and add graceful movement to living and dining rooms.",
  },
  "/collections/drapery/blackout": {
    name: "Blackout Drapery",
    description:
      "Custom blackout drapery with full lining for total darkness and privacy: tailored pleats and fabrics for bedrooms, nurseries and theaters.",
  },
  "/collections/drapery/decorative": {
    name: "Decorative Drapery",
    description:
      "Decorative drapery made to measure in luxurious fabrics, patterns and trims: statement window dressing tailored to your interior.",
  },
  "/collections/drapery/thermal": {
    name: "Thermal Drapery",
    description:
      "Thermal drapery with insulating linings, made to measure: a warmer home in winter, a cooler one in summer and quieter rooms all year.",
  },
  "/collections/drapery/motorized": {
    name: "Motorized Drapery",
    description:
      "Motorized drapery on quiet, powered tracks: open and close heavy or wide drapes at the touch of a button, by voice or on a schedule.",
  },
  "/collections/drapery/fabric": {
    name: "Fabric Drapery",
    description:
      "Choose the fabric for your custom drapery: linens, velvets, silks and performance weaves, with samples to compare colours and textures.",
  },
  "/collections/accessories": {
    name: "Window Treatment Accessories",
    description:
      "Finishing touches for your windows: finials, valances, tiebacks and curtain rods made to match your custom curtains and drapery.",
  },
  "/collections/accessories/finials": {
    name: "Finials",
    description:
      "Decorative finials for curtain rods in metal, wood and glass: the detail that finishes your window treatment, matched to your hardware.",
  },
  "/collections/accessories/valances": {
    name: "Valances",
    description:
      "Custom valances to crown your windows: hide hardware, add colour and pattern, and pair them with blinds, shades or curtains.",
  },
  "/collections/accessories/tiebacks": {
    name: "Tiebacks",
    description:
      "Curtain tiebacks and holdbacks in tassels, fabric and metal: hold drapes open gracefully and let more daylight into the room.",
  },
  "/collections/accessories/curtain-rods": {
    name: "Curtain Rods",
    description:
      "Curtain rods and tracks cut to your window width, in finishes that match your finials: strong, smooth and professionally mounted.",
  },
  "/collections/motorized": {
    name: "Motorized Collection",
    description:
      "Motorized blinds, shades and drapery: control every window by remote, app or voice, schedule them with the sun and connect them to your smart home.",
  },
  "/services/custom-design": {
    name: "Custom Design",
    description:
      "Custom design service: we help you choose styles, fabrics, colours and mechanisms for window treatments designed around your space.",
  },
  "/services/installation": {
    name: "Professional Installation",
    description:
      "Professional installation in six steps, from initial assessment to final walkthrough: your window treatments fitted level, secure and clean.",
  },
  "/services/consultation": {
    name: "Design Consultation",
    description:
      "Book a free design consultation: we assess your space, take custom measurements and help you select the right window treatments.",
  },
  "/quote-request": {
    name: "Request a Quote",
    description:
      "Request a free, no-obligation quote for custom blinds, curtains, shades or drapery: tell us your windows and preferences and we will reply shortly.",
  },
  "/privacy-policy": {
    name: "Privacy Policy",
    description:
      "How Amberwood Blinds collects, uses and protects the personal information you share when you contact us, request a quote or subscribe.",
  },
  "/privacy-request": {
    name: "Privacy Request",
    description:
      "Ask Amberwood Blinds for a copy of the personal data it holds about you, or for its deletion. Confirm from your e-mail; we answer within 30 days.",
  },
  "/privacy-request/confirm": {
    name: "Confirm Privacy Request",
    description:
      "Confirm your privacy request to Amberwood Blinds with the link from its e-mail. Nothing is done until you do.",
  },
  "/privacy-request/download": {
    name: "Download Your Data",
    description:
      "Download the copy of your personal data that Amberwood Blinds sent you, with the link from its e-mail.",
  },
  "/terms-of-service": {
    name: "Terms of Service",
    description:
      "The terms that apply when you use the Amberwood Blinds website and order made-to-measure window treatments from us.",
  },
  "/shipping-policy": {
    name: "Shipping Policy",
    description:
      "Free shipping on all orders with no minimum: processing in 3-5 business days, standard delivery in 7-10 business days, with tracking by e-mail.",
  },
  "/product/:id": {
    name: "Product",
    // The head of each product page is written from its gallery item; this is the description of an item without one.
    description: "A made-to-measure window treatment project by Amberwood Blinds.",
  },
  "/measure-guide": {
    name: "How to Measure Your Windows",
    description:
      "Measure your windows for made-to-measure blinds, shades, curtains and drapery: inside and outside mounts step by step, with drawings. Printable.",
  },
  "/faq": {
    name: "Frequently Asked Questions",
    description:
      "Answers about custom window treatments: lead times of 2-4 weeks, our 5-year warranty, samples, returns, payment options and support hours.",
  },
  "/admin": {
    name: "Back Office Inbox",
    description: "The back office's first address: every contact message, quote request and booking, newest first.",
  },
  "/admin/inbox": {
    name: "Inbox",
    description: "Every contact message, quote request and booking, newest first.",
  },
  "/admin/login": {
    name: "Staff Sign-in",
    description: "Staff sign-in to the Amberwood Blinds back office, where leads are worked.",
  },
  "/admin/logout": {
    name: "Sign Out",
    description: "Sign out of the Amberwood Blinds back office on this device or everywhere.",
  },
  "/admin/leads/:kind/:id": {
    name: "Lead",
    description: "One lead: every field, its e-mails, its place in the pipeline and its notes.",
  },
  "/admin/proposals/:id": {
    name: "Proposal",
    description: "A proposal: its lines and totals, its versions, sending it, its signature and its deposit.",
  },
  "/admin/agenda": {
    name: "Agenda",
    description: "The consultations of the next 14 days, and the days the business is closed.",
  },
  "/admin/orders": {
    name: "Orders",
    description: "Signed proposals' orders: where each stands, filtered by stage, and moving them on.",
  },
  "/admin/referrals": {
    name: "Referrals",
    description: "Customers' referral links, the leads they brought and the rewards given.",
  },
  "/admin/subscribers": {
    name: "Subscribers",
    description: "The newsletter's subscribers: count, list, export and unsubscribe on request.",
  },
  "/admin/start": {
    name: "Back Office",
    description: "Where the installed back office opens: the inbox, or the agenda on a phone during working hours.",
  },
  "/admin/settings": {
    name: "Settings",
    description: "This staff member's notifications on each device and where the back office opens on a phone.",
  },
  "/admin/consultants": {
    name: "Consultants",
    description: "Who visits homes: each consultant's weekly hours, days off, daily limit and calendars.",
  },
  "/blog": {
    name: "Blog",
    description: "News and window treatment ideas from Amberwood Blinds.",
  },
} as const;
