/**
 * The one table of the site's pages. Each entry is declared here once; the route
 * config (app/routes.ts), each page's head (app/features/seo), the prerender list
 * and the sitemap (react-router.config.ts), the aliases template pages answer and
 * the tests' route table are all derived from it. Adding a page is adding an entry.
 *
 * Page names and descriptions are written for each page: they are what a search
 * result or a shared link shows before anyone visits.
 */
import { productIds } from "./product-ids.ts";

export type PageKind =
  | "home"
  | "contact"
  | "page"
  | "gallery"
  | "product"
  | "category"
  | "style"
  | "service"
  | "policy"
  | "placeholder"
  /** The back office (issue 14): staff only, rendered per request, never indexed or followed. */
  | "admin";

export type OgImageKey =
  "site" | "blinds" | "curtains" | "shades" | "drapery" | "accessories" | "motorized" | "services" | "gallery";

export type SitePage = {
  kind: PageKind;
  /** The route module under app/ that renders it; template kinds default to their template's route. */
  module?: string;
  /** Other spellings of the path that show this page and name it as canonical (spec §2.1). */
  aliases?: readonly string[];
  /** "request": rendered by the server at each request (content that changes), never prerendered. */
  render?: "request";
  /**
   * React takes the page over in the browser (a page with a form: live validation, sending
   * in place, the map picker). Other pages stay the server's HTML with the small site script
   * only (docs/decisions/0011).
   */
  hydrate?: true;
  /** For a path with a parameter: the concrete paths to prerender. */
  instances?: readonly string[];
  /** Short page name: the title's first part and the breadcrumb label. */
  name: string;
  description: string;
  og: OgImageKey;
  /** Thin pages stay out of search results and the sitemap. */
  noindex?: true;
};

/** Keyed by canonical path; a `:name` segment is a parameter. */
export const sitePages: Record<string, SitePage> = {
  "/": {
    kind: "home",
    hydrate: true,
    module: "routes/home.tsx",
    name: "Home",
    description:
      "Made-to-measure blinds, curtains, shades and drapery, crafted for your windows and professionally installed. Book a free consultation or request a quote.",
    og: "site",
  },
  "/about": {
    kind: "page",
    module: "routes/about.tsx",
    name: "About Us",
    description:
      "Meet Amberwood Blinds: the team behind our made-to-measure window treatments, how we work, and why homeowners and designers trust our craftsmanship.",
    og: "site",
  },
  "/book": {
    kind: "page",
    hydrate: true,
    module: "routes/book.tsx",
    render: "request",
    name: "Book a Free Consultation",
    description:
      "Pick a time for a free in-home consultation: a designer brings samples, measures your windows and advises, in about an hour. Book online in a minute.",
    og: "services",
  },
  "/book/manage/:token": {
    kind: "page",
    hydrate: true,
    module: "routes/book-manage.tsx",
    render: "request",
    name: "Your Consultation",
    description: "See, reschedule or cancel your free in-home consultation with Amberwood Blinds.",
    og: "services",
    noindex: true,
  },
  "/contact": {
    kind: "contact",
    hydrate: true,
    module: "routes/contact.tsx",
    name: "Contact Us",
    description:
      "Call, e-mail or message Amberwood Blinds. Our team answers questions about custom blinds, curtains and shades Monday to Friday, 9am to 5pm EST.",
    og: "site",
  },
  "/newsletter": {
    kind: "page",
    hydrate: true,
    module: "routes/newsletter.tsx",
    name: "Newsletter",
    description:
      "Join the Amberwood Blinds newsletter for window treatment ideas, new fabrics and seasonal offers, delivered to your inbox. Unsubscribe at any time.",
    og: "site",
  },
  "/newsletter/confirm": {
    kind: "page",
    hydrate: true,
    module: "routes/newsletter-confirm.tsx",
    render: "request",
    name: "Confirm Subscription",
    description: "Confirm your subscription to the Amberwood Blinds newsletter with the link from its e-mail.",
    og: "site",
    noindex: true,
  },
  "/newsletter/unsubscribe": {
    kind: "page",
    hydrate: true,
    module: "routes/newsletter-unsubscribe.tsx",
    render: "request",
    name: "Unsubscribe",
    description: "Stop receiving the Amberwood Blinds newsletter with the link from one of its e-mails.",
    og: "site",
    noindex: true,
  },
  "/projects": {
    kind: "gallery",
    module: "routes/projects.tsx",
    name: "Gallery",
    description:
      "Browse finished projects: custom shades, blinds and drapery in homes and businesses, installation work and design inspiration from Amberwood Blinds.",
    og: "gallery",
  },
  "/products": {
    kind: "page",
    module: "routes/products.tsx",
    name: "Our Products",
    description:
      "Explore every Amberwood Blinds product line: custom blinds, curtains, shades, drapery, motorized systems and accessories, all made to measure.",
    og: "site",
  },
  "/collections": {
    kind: "page",
    module: "routes/collections.tsx",
    name: "Collections",
    description:
      "Our collections of made-to-measure window treatments: blinds, curtains, shades, drapery, motorized systems and finishing accessories.",
    og: "site",
  },

  "/collections/blinds": {
    kind: "category",
    name: "Custom Blinds",
    description:
      "Custom blinds made to measure: horizontal, vertical, panel and mini blinds in wood, faux wood, aluminium and fabric, with precise light control.",
    og: "blinds",
  },
  "/collections/blinds/horizontal-blinds": {
    kind: "style",
    name: "Horizontal Blinds",
    description:
      "Made-to-measure horizontal blinds with tilting slats for precise light and privacy control, in wood, faux wood and aluminium finishes.",
    og: "blinds",
  },
  "/collections/blinds/vertical-blinds": {
    kind: "style",
    name: "Vertical Blinds",
    description:
      "Custom vertical blinds for patio doors and wide windows: smooth-gliding vanes that rotate to control light and stack neatly to the side.",
    og: "blinds",
  },
  "/collections/blinds/panel-blinds": {
    kind: "style",
    name: "Panel Blinds",
    description:
      "Modern panel blinds made to measure: wide fabric panels sliding on a track, ideal for sliding doors, large windows and room dividers.",
    og: "blinds",
  },
  "/collections/blinds/mini-blinds": {
    kind: "style",
    name: "Mini Blinds",
    description:
      "Slim-slat mini blinds cut to your window: a clean, space-saving look for kitchens, bathrooms and offices, with easy tilt control.",
    og: "blinds",
  },

  "/collections/curtains": {
    kind: "category",
    name: "Custom Curtains",
    description:
      "Custom curtains tailored to your windows: sheer, blackout, decorative and thermal styles in fabrics and headings of your choice.",
    og: "curtains",
  },
  "/collections/curtains/sheer-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/sheer"],
    name: "Sheer Curtains",
    description:
      "Light, airy sheer curtains made to measure: soften daylight, keep daytime privacy and layer them with blackout or decorative curtains.",
    og: "curtains",
  },
  "/collections/curtains/blackout-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/blackout"],
    name: "Blackout Curtains",
    description:
      "Custom blackout curtains with lined fabrics that block up to 99% of light: better sleep, cooler rooms and privacy for bedrooms and media rooms.",
    og: "curtains",
  },
  "/collections/curtains/decorative-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/decorative"],
    name: "Decorative Curtains",
    description:
      "Decorative curtains made to measure in patterned, textured and embroidered fabrics that turn your windows into a room's focal point.",
    og: "curtains",
  },
  "/collections/curtains/thermal-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/thermal"],
    name: "Thermal Curtains",
    description:
      "Insulating thermal curtains made to measure: keep heat in during winter and out in summer, cut drafts and lower your energy bills.",
    og: "curtains",
  },

  "/collections/shades": {
    kind: "category",
    name: "Custom Shades",
    description:
      "Custom shades made to measure: roller, Roman, cellular, woven wood and motorized shades for a clean look and effortless light control.",
    og: "shades",
  },
  "/collections/shades/roller": {
    kind: "style",
    name: "Roller Shades",
    description:
      "Made-to-measure roller shades in light-filtering, solar and blackout fabrics: a minimal, modern look for any window in your home or office.",
    og: "shades",
  },
  "/collections/shades/roman": {
    kind: "style",
    name: "Roman Shades",
    description:
      "Custom Roman shades that fold into soft, elegant pleats: tailored in your choice of fabric, lining and fold style for a classic finish.",
    og: "shades",
  },
  "/collections/shades/cellular": {
    kind: "style",
    name: "Cellular Shades",
    description:
      "Energy-efficient cellular shades made to measure: honeycomb cells trap air to insulate your windows, with light-filtering and blackout options.",
    og: "shades",
  },
  "/collections/shades/woven-wood": {
    kind: "style",
    name: "Woven Wood Shades",
    description:
      "Natural woven wood shades in bamboo, reed and grass weaves, made to measure for warm texture and filtered light, with optional privacy lining.",
    og: "shades",
  },
  "/collections/shades/motorized": {
    kind: "style",
    name: "Motorized Shades",
    description:
      "Motorized shades made to measure: raise and lower them by remote, app, voice or schedule, with quiet motors and smart-home integration.",
    og: "motorized",
  },

  "/collections/drapery": {
    kind: "category",
    name: "Custom Drapery",
    description:
      "Custom drapery tailored to your rooms: sheer, blackout, decorative, thermal, motorized and fabric drapery with professional installation.",
    og: "drapery",
  },
  "/collections/drapery/sheer": {
    kind: "style",
    name: "Sheer Drapery",
    description:
      "Floor-length sheer drapery made to measure: diffuse sunlight, keep your view and add graceful movement to living and dining rooms.",
    og: "drapery",
  },
  "/collections/drapery/blackout": {
    kind: "style",
    name: "Blackout Drapery",
    description:
      "Custom blackout drapery with full lining for total darkness and privacy: tailored pleats and fabrics for bedrooms, nurseries and theaters.",
    og: "drapery",
  },
  "/collections/drapery/decorative": {
    kind: "style",
    name: "Decorative Drapery",
    description:
      "Decorative drapery made to measure in luxurious fabrics, patterns and trims: statement window dressing tailored to your interior.",
    og: "drapery",
  },
  "/collections/drapery/thermal": {
    kind: "style",
    name: "Thermal Drapery",
    description:
      "Thermal drapery with insulating linings, made to measure: a warmer home in winter, a cooler one in summer and quieter rooms all year.",
    og: "drapery",
  },
  "/collections/drapery/motorized": {
    kind: "style",
    name: "Motorized Drapery",
    description:
      "Motorized drapery on quiet, powered tracks: open and close heavy or wide drapes at the touch of a button, by voice or on a schedule.",
    og: "motorized",
  },
  "/collections/drapery/fabric": {
    kind: "style",
    name: "Fabric Drapery",
    description:
      "Choose the fabric for your custom drapery: linens, velvets, silks and performance weaves, with samples to compare colours and textures.",
    og: "drapery",
  },

  "/collections/accessories": {
    kind: "category",
    name: "Window Treatment Accessories",
    description:
      "Finishing touches for your windows: finials, valances, tiebacks and curtain rods made to match your custom curtains and drapery.",
    og: "accessories",
  },
  "/collections/accessories/finials": {
    kind: "style",
    name: "Finials",
    description:
      "Decorative finials for curtain rods in metal, wood and glass: the detail that finishes your window treatment, matched to your hardware.",
    og: "accessories",
  },
  "/collections/accessories/valances": {
    kind: "style",
    name: "Valances",
    description:
      "Custom valances to crown your windows: hide hardware, add colour and pattern, and pair them with blinds, shades or curtains.",
    og: "accessories",
  },
  "/collections/accessories/tiebacks": {
    kind: "style",
    name: "Tiebacks",
    description:
      "Curtain tiebacks and holdbacks in tassels, fabric and metal: hold drapes open gracefully and let more daylight into the room.",
    og: "accessories",
  },
  "/collections/accessories/curtain-rods": {
    kind: "style",
    name: "Curtain Rods",
    description:
      "Curtain rods and tracks cut to your window width, in finishes that match your finials: strong, smooth and professionally mounted.",
    og: "accessories",
  },

  "/collections/motorized": {
    kind: "category",
    module: "routes/motorized.tsx",
    name: "Motorized Collection",
    description:
      "Motorized blinds, shades and drapery: control every window by remote, app or voice, schedule them with the sun and connect them to your smart home.",
    og: "motorized",
  },

  "/services/custom-design": {
    kind: "service",
    name: "Custom Design",
    description:
      "Custom design service: we help you choose styles, fabrics, colours and mechanisms for window treatments designed around your space.",
    og: "services",
  },
  "/services/installation": {
    kind: "service",
    name: "Professional Installation",
    description:
      "Professional installation in six steps, from initial assessment to final walkthrough: your window treatments fitted level, secure and clean.",
    og: "services",
  },
  "/services/consultation": {
    kind: "service",
    name: "Design Consultation",
    description:
      "Book a free design consultation: we assess your space, take custom measurements and help you select the right window treatments.",
    og: "services",
  },

  "/quote-request": {
    kind: "page",
    hydrate: true,
    module: "routes/quote-request.tsx",
    name: "Request a Quote",
    description:
      "Request a free, no-obligation quote for custom blinds, curtains, shades or drapery: tell us your windows and preferences and we will reply shortly.",
    og: "site",
  },
  "/privacy-policy": {
    kind: "policy",
    name: "Privacy Policy",
    description:
      "How Amberwood Blinds collects, uses and protects the personal information you share when you contact us, request a quote or subscribe.",
    og: "site",
  },
  "/terms-of-service": {
    kind: "policy",
    name: "Terms of Service",
    description:
      "The terms that apply when you use the Amberwood Blinds website and order made-to-measure window treatments from us.",
    og: "site",
  },
  "/shipping-policy": {
    kind: "policy",
    name: "Shipping Policy",
    description:
      "Free shipping on all orders with no minimum: processing in 3-5 business days, standard delivery in 7-10 business days, with tracking by e-mail.",
    og: "site",
  },
  "/product/:id": {
    kind: "product",
    module: "routes/product.tsx",
    instances: productIds.map((id) => `/product/${id}`),
    // The head of each product page is written from its gallery item (app/features/seo/product-meta.ts).
    name: "Product",
    description: "",
    og: "gallery",
  },
  "/measure-guide": {
    kind: "page",
    module: "routes/measure-guide.tsx",
    name: "How to Measure Your Windows",
    description:
      "Measure your windows for made-to-measure blinds, shades, curtains and drapery: inside and outside mounts step by step, with drawings. Printable.",
    og: "site",
  },
  "/faq": {
    kind: "page",
    module: "routes/faq.tsx",
    name: "Frequently Asked Questions",
    description:
      "Answers about custom window treatments: lead times of 2-4 weeks, our 5-year warranty, samples, returns, payment options and support hours.",
    og: "site",
  },
  "/admin": {
    kind: "admin",
    module: "routes/admin-inbox.tsx",
    render: "request",
    name: "Inbox",
    description: "Every contact message, quote request and booking, newest first.",
    og: "site",
    noindex: true,
  },
  "/admin/login": {
    kind: "admin",
    module: "routes/admin-login.tsx",
    render: "request",
    name: "Staff Sign-in",
    description: "Staff sign-in to the Amberwood Blinds back office, where leads are worked.",
    og: "site",
    noindex: true,
  },
  "/admin/logout": {
    kind: "admin",
    module: "routes/admin-logout.tsx",
    render: "request",
    name: "Sign Out",
    description: "Sign out of the Amberwood Blinds back office on this device or everywhere.",
    og: "site",
    noindex: true,
  },
  "/admin/leads/:kind/:id": {
    kind: "admin",
    module: "routes/admin-lead.tsx",
    render: "request",
    name: "Lead",
    description: "One lead: every field, its e-mails, its place in the pipeline and its notes.",
    og: "site",
    noindex: true,
  },
  "/admin/agenda": {
    kind: "admin",
    module: "routes/admin-agenda.tsx",
    render: "request",
    name: "Agenda",
    description: "The consultations of the next 14 days, and the days the business is closed.",
    og: "site",
    noindex: true,
  },
  "/admin/subscribers": {
    kind: "admin",
    module: "routes/admin-subscribers.tsx",
    render: "request",
    name: "Subscribers",
    description: "The newsletter's subscribers: count, list, export and unsubscribe on request.",
    og: "site",
    noindex: true,
  },
  "/blog": {
    kind: "placeholder",
    module: "routes/blog.tsx",
    name: "Blog",
    description: "News and window treatment ideas from Amberwood Blinds.",
    og: "site",
    noindex: true,
  },
};

const TEMPLATE_MODULES: Partial<Record<PageKind, string>> = {
  category: "routes/category.tsx",
  style: "routes/style.tsx",
  service: "routes/service.tsx",
  policy: "routes/policy.tsx",
};

export function moduleOf(path: string, page: SitePage): string {
  const module = page.module ?? TEMPLATE_MODULES[page.kind];
  if (!module) throw new Error(`site-pages: ${path} names no route module`);
  return module;
}

/** Every path a route answers: each page's own and its aliases. */
export function routePaths(table: Record<string, SitePage> = sitePages): { path: string; module: string }[] {
  return Object.entries(table).flatMap(([path, page]) =>
    [path, ...(page.aliases ?? [])].map((p) => ({ path: p, module: moduleOf(path, page) })),
  );
}

/** Every path the build renders to a file: pages, their aliases and each instance of a parameterised path. */
export function prerenderPaths(table: Record<string, SitePage> = sitePages): string[] {
  return Object.entries(table)
    .filter(([, page]) => page.render !== "request")
    .flatMap(([path, page]) => (path.includes(":") ? [...(page.instances ?? [])] : [path, ...(page.aliases ?? [])]));
}

/** Alternative spelling -> the canonical path it shows. */
export const aliases: Record<string, string> = Object.fromEntries(
  Object.entries(sitePages).flatMap(([path, page]) => (page.aliases ?? []).map((alias) => [alias, path])),
);

const patterns = Object.keys(sitePages)
  .filter((path) => path.includes(":"))
  .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/:[a-z]+/gi, "[^/]+")}$`) }));

/** The table's key for a concrete path: itself, or the parameterised entry it matches. */
export function pageKeyOf(path: string): string | undefined {
  if (sitePages[path]) return path;
  return patterns.find((p) => p.pattern.test(path))?.path;
}

/** Whether React takes the page at `path` over in the browser (docs/decisions/0011). */
export function isAppPage(path: string): boolean {
  const key = pageKeyOf(path);
  const page = key ? sitePages[key] : undefined;
  return !!page && (page.hydrate === true || page.kind === "admin");
}
