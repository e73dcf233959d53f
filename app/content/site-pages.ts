/**
 * The one table of the site's pages. Each entry is declared here once; the route
 * config (app/routes.ts), each page's head (app/features/seo), the prerender list
 * and the sitemap (react-router.config.ts), the aliases template pages answer and
 * the tests' route table are all derived from it. Adding a page is adding an entry
 * here and its name and description to each language's content catalogue.
 *
 * Page names and descriptions are written for each page, in each language
 * (app/i18n/en/content/pages.ts): they are what a search result or a shared link
 * shows before anyone visits. Node reads this file directly (react-router.config.ts),
 * so its imports are relative.
 */
import { contentFor, type ContentCatalogue } from "../i18n/content.ts";
import {
  DEFAULT_LOCALE,
  localeOfPath,
  localizedPath,
  LOCALES,
  pathWithoutLocale,
  type Locale,
} from "../i18n/locales.ts";
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

/** What a page is, apart from its words. */
export type SitePageFacts = {
  kind: PageKind;
  /** The route module under app/ that renders it; template kinds default to their template's route. */
  module?: string;
  /** Other spellings of the path that show this page and name it as canonical (spec §2.1). */
  aliases?: readonly string[];
  /** "request": rendered by the server at each request (content that changes), never prerendered. */
  render?: "request";
  /**
   * Query parameters that make the server render a prerendered page at the request instead of handing out its file:
   * its loader reads them (the quote form's `?ref=`, a referral's code; issue 34). Without them, the file.
   */
  renderWith?: readonly string[];
  /** For a path with a parameter: the concrete paths to prerender. */
  instances?: readonly string[];
  og: OgImageKey;
  /** Thin pages stay out of search results and the sitemap. */
  noindex?: true;
};

/** A page's words in one language. */
export type PageWords = {
  /** Short page name: the title's first part and the breadcrumb label. */
  name: string;
  description: string;
};

/** A page as one language shows it: its facts and its words. */
export type SitePage = SitePageFacts & PageWords;

/** The canonical paths of the table: each language's catalogue names and describes every one. */
export type PagePath = keyof ContentCatalogue["pages"];

/** Keyed by canonical path; a `:name` segment is a parameter. */
const pageFacts = {
  "/": {
    kind: "home",
    module: "routes/home.tsx",
    og: "site",
  },
  "/about": {
    kind: "page",
    module: "routes/about.tsx",
    og: "site",
  },
  "/book": {
    kind: "page",
    module: "routes/book.tsx",
    render: "request",
    og: "services",
  },
  /** The swatch bag (issue 36): what the visitor's own cookie holds, so rendered per request and never indexed. */
  "/swatches": {
    kind: "page",
    module: "routes/swatches.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/book/manage/:token": {
    kind: "page",
    module: "routes/book-manage.tsx",
    render: "request",
    og: "services",
    noindex: true,
  },
  "/proposal/:token": {
    kind: "page",
    module: "routes/proposal.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  /** The private feedback form after an installation (issue 34), reached from the review e-mail. */
  "/proposal/:token/feedback": {
    kind: "page",
    module: "routes/proposal-feedback.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/contact": {
    kind: "contact",
    module: "routes/contact.tsx",
    og: "site",
  },
  "/newsletter": {
    kind: "page",
    module: "routes/newsletter.tsx",
    og: "site",
  },
  "/newsletter/confirm": {
    kind: "page",
    module: "routes/newsletter-confirm.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/newsletter/unsubscribe": {
    kind: "page",
    module: "routes/newsletter-unsubscribe.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/projects": {
    kind: "gallery",
    module: "routes/projects.tsx",
    og: "gallery",
  },
  "/products": {
    kind: "page",
    module: "routes/products.tsx",
    og: "site",
  },
  "/collections": {
    kind: "page",
    module: "routes/collections.tsx",
    og: "site",
  },

  "/collections/blinds": {
    kind: "category",
    og: "blinds",
  },
  "/collections/blinds/horizontal-blinds": {
    kind: "style",
    og: "blinds",
  },
  "/collections/blinds/vertical-blinds": {
    kind: "style",
    og: "blinds",
  },
  "/collections/blinds/panel-blinds": {
    kind: "style",
    og: "blinds",
  },
  "/collections/blinds/mini-blinds": {
    kind: "style",
    og: "blinds",
  },

  "/collections/curtains": {
    kind: "category",
    og: "curtains",
  },
  "/collections/curtains/sheer-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/sheer"],
    og: "curtains",
  },
  "/collections/curtains/blackout-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/blackout"],
    og: "curtains",
  },
  "/collections/curtains/decorative-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/decorative"],
    og: "curtains",
  },
  "/collections/curtains/thermal-curtains": {
    kind: "style",
    aliases: ["/collections/curtains/thermal"],
    og: "curtains",
  },

  "/collections/shades": {
    kind: "category",
    og: "shades",
  },
  "/collections/shades/roller": {
    kind: "style",
    og: "shades",
  },
  "/collections/shades/roman": {
    kind: "style",
    og: "shades",
  },
  "/collections/shades/cellular": {
    kind: "style",
    og: "shades",
  },
  "/collections/shades/woven-wood": {
    kind: "style",
    og: "shades",
  },
  "/collections/shades/motorized": {
    kind: "style",
    og: "motorized",
  },

  "/collections/drapery": {
    kind: "category",
    og: "drapery",
  },
  "/collections/drapery/sheer": {
    kind: "style",
    og: "drapery",
  },
  "/collections/drapery/blackout": {
    kind: "style",
    og: "drapery",
  },
  "/collections/drapery/decorative": {
    kind: "style",
    og: "drapery",
  },
  "/collections/drapery/thermal": {
    kind: "style",
    og: "drapery",
  },
  "/collections/drapery/motorized": {
    kind: "style",
    og: "motorized",
  },
  "/collections/drapery/fabric": {
    kind: "style",
    og: "drapery",
  },

  "/collections/accessories": {
    kind: "category",
    og: "accessories",
  },
  "/collections/accessories/finials": {
    kind: "style",
    og: "accessories",
  },
  "/collections/accessories/valances": {
    kind: "style",
    og: "accessories",
  },
  "/collections/accessories/tiebacks": {
    kind: "style",
    og: "accessories",
  },
  "/collections/accessories/curtain-rods": {
    kind: "style",
    og: "accessories",
  },

  "/collections/motorized": {
    kind: "category",
    module: "routes/motorized.tsx",
    og: "motorized",
  },

  "/services/custom-design": {
    kind: "service",
    og: "services",
  },
  "/services/installation": {
    kind: "service",
    og: "services",
  },
  "/services/consultation": {
    kind: "service",
    og: "services",
  },

  /** A referral link's `?ref=` (issue 34) is rendered at the request: the form shows its note and carries it. */
  "/quote-request": {
    kind: "page",
    module: "routes/quote-request.tsx",
    renderWith: ["ref"],
    og: "site",
  },
  "/privacy-policy": {
    kind: "policy",
    og: "site",
  },
  "/privacy-request": {
    kind: "page",
    module: "routes/privacy-request.tsx",
    og: "site",
  },
  "/privacy-request/confirm": {
    kind: "page",
    module: "routes/privacy-request-confirm.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/privacy-request/download": {
    kind: "page",
    module: "routes/privacy-request-download.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/terms-of-service": {
    kind: "policy",
    og: "site",
  },
  "/shipping-policy": {
    kind: "policy",
    og: "site",
  },
  "/product/:id": {
    kind: "product",
    module: "routes/product.tsx",
    instances: productIds.map((id) => `/product/${id}`),
    // The head of each product page is written from its gallery item (app/features/seo/product-meta.ts).
    og: "gallery",
  },
  "/measure-guide": {
    kind: "page",
    module: "routes/measure-guide.tsx",
    og: "site",
  },
  "/faq": {
    kind: "page",
    module: "routes/faq.tsx",
    og: "site",
  },
  "/admin": {
    kind: "admin",
    module: "routes/admin-inbox.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  // The inbox again, inside the installed app's scope, /admin/ (issue 40): the back office's own links use this one;
  // /admin stays for bookmarks. One module, two routes (each route's id is its path).
  "/admin/inbox": {
    kind: "admin",
    module: "routes/admin-inbox.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/login": {
    kind: "admin",
    module: "routes/admin-login.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/logout": {
    kind: "admin",
    module: "routes/admin-logout.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/leads/:kind/:id": {
    kind: "admin",
    module: "routes/admin-lead.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/proposals/:id": {
    kind: "admin",
    module: "routes/admin-proposal.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/agenda": {
    kind: "admin",
    module: "routes/admin-agenda.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/orders": {
    kind: "admin",
    module: "routes/admin-orders.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/referrals": {
    kind: "admin",
    module: "routes/admin-referrals.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/subscribers": {
    kind: "admin",
    module: "routes/admin-subscribers.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/start": {
    kind: "admin",
    module: "routes/admin-start.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/settings": {
    kind: "admin",
    module: "routes/admin-settings.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/admin/consultants": {
    kind: "admin",
    module: "routes/admin-consultants.tsx",
    render: "request",
    og: "site",
    noindex: true,
  },
  "/blog": {
    kind: "placeholder",
    module: "routes/blog.tsx",
    og: "site",
    noindex: true,
  },
} satisfies Record<PagePath, SitePageFacts>;

export const sitePages: Record<string, SitePageFacts> = pageFacts;

/** The table with each page's words in `words` (a language's `pages` catalogue). */
export function sitePagesIn(words: ContentCatalogue["pages"]): Record<string, SitePage> {
  const entries = Object.entries(pageFacts).map(([path, facts]) => {
    const page: SitePage = { ...facts, ...words[path as PagePath] };
    return [path, page] as const;
  });
  return Object.fromEntries(entries);
}

/** The table with each page's words in `locale`. */
export function sitePagesFor(locale: Locale): Record<string, SitePage> {
  return sitePagesIn(contentFor(locale).pages);
}

const TEMPLATE_MODULES: Partial<Record<PageKind, string>> = {
  category: "routes/category.tsx",
  style: "routes/style.tsx",
  service: "routes/service.tsx",
  policy: "routes/policy.tsx",
};

export function moduleOf(path: string, page: SitePageFacts): string {
  const module = page.module ?? TEMPLATE_MODULES[page.kind];
  if (!module) throw new Error(`site-pages: ${path} names no route module`);
  return module;
}

/**
 * The languages a page is offered in (issue 32): every public page in each language the site has, under its
 * language's prefix (`/es/faq`); the back office, which only staff read, in English only.
 */
export function localesOf(page: SitePageFacts): readonly Locale[] {
  if (page.kind === "admin") return [DEFAULT_LOCALE];
  return LOCALES;
}

/** Every path a route answers: each page's own and its aliases, in each of its languages. */
export function routePaths(table: Record<string, SitePageFacts> = sitePages): { path: string; module: string }[] {
  return Object.entries(table).flatMap(([path, page]) =>
    localesOf(page).flatMap((locale) =>
      [path, ...(page.aliases ?? [])].map((p) => ({ path: localizedPath(p, locale), module: moduleOf(path, page) })),
    ),
  );
}

/**
 * Every path the build renders to a file: pages, their aliases and each instance of a parameterised path, in each
 * of their languages.
 */
export function prerenderPaths(table: Record<string, SitePageFacts> = sitePages): string[] {
  return Object.entries(table)
    .filter(([, page]) => page.render !== "request")
    .flatMap(([path, page]) => {
      const paths = path.includes(":") ? [...(page.instances ?? [])] : [path, ...(page.aliases ?? [])];
      return localesOf(page).flatMap((locale) => paths.map((p) => localizedPath(p, locale)));
    });
}

/** Alternative spelling -> the canonical path it shows. */
export const aliases: Record<string, string> = Object.fromEntries(
  Object.entries(sitePages).flatMap(([path, page]) => (page.aliases ?? []).map((alias) => [alias, path])),
);

const patterns = Object.keys(sitePages)
  .filter((path) => path.includes(":"))
  .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/:[a-z]+/gi, "[^/]+")}$`) }));

/**
 * The table's key for a concrete path in any language: the path without its language's prefix, or the
 * parameterised entry it matches; undefined when the table has no such page in that language.
 */
export function pageKeyOf(path: string): string | undefined {
  const bare = pathWithoutLocale(path);
  const key = sitePages[bare] ? bare : patterns.find((p) => p.pattern.test(bare))?.path;
  if (key === undefined) return undefined;
  return localesOf(sitePages[key]!).includes(localeOfPath(path)) ? key : undefined;
}

/** Whether the prerendered page at `path`, asked with `search`, is rendered at the request (its `renderWith`). */
export function rendersAtRequest(path: string, search: string): boolean {
  const key = pageKeyOf(path);
  const wanted = key ? sitePages[key]?.renderWith : undefined;
  if (!wanted || search === "") return false;
  const params = new URLSearchParams(search);
  return wanted.some((name) => params.has(name));
}

/**
 * Whether React Router takes the page at `path` over in the browser: the back office's pages only. Every public
 * page is the server's HTML with the small site script (docs/decisions/0011); a form on it is an island of its
 * own (docs/decisions/0014).
 */
export function isAppPage(path: string): boolean {
  const key = pageKeyOf(path);
  const page = key ? sitePages[key] : undefined;
  return page?.kind === "admin";
}
