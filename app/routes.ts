import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** One template module serves many paths; each use needs its own route id. */
const page = (path: string, file: string) => route(path, file, { id: path });

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("projects", "routes/projects.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("products", "routes/products.tsx"),
  route("collections", "routes/collections.tsx"),

  page("collections/blinds", "routes/category.tsx"),
  page("collections/blinds/horizontal-blinds", "routes/style.tsx"),
  page("collections/blinds/vertical-blinds", "routes/style.tsx"),
  page("collections/blinds/panel-blinds", "routes/style.tsx"),
  page("collections/blinds/mini-blinds", "routes/style.tsx"),

  page("collections/curtains", "routes/category.tsx"),
  page("collections/curtains/sheer", "routes/style.tsx"),
  page("collections/curtains/sheer-curtains", "routes/style.tsx"),
  page("collections/curtains/blackout", "routes/style.tsx"),
  page("collections/curtains/blackout-curtains", "routes/style.tsx"),
  page("collections/curtains/decorative", "routes/style.tsx"),
  page("collections/curtains/decorative-curtains", "routes/style.tsx"),
  page("collections/curtains/thermal", "routes/style.tsx"),
  // Linked from the curtains page but missing from the spec's table (docs/deviations.md).
  page("collections/curtains/thermal-curtains", "routes/style.tsx"),

  page("collections/shades", "routes/category.tsx"),
  page("collections/shades/roller", "routes/style.tsx"),
  page("collections/shades/roman", "routes/style.tsx"),
  page("collections/shades/cellular", "routes/style.tsx"),
  page("collections/shades/woven-wood", "routes/style.tsx"),
  page("collections/shades/motorized", "routes/style.tsx"),

  page("collections/drapery", "routes/category.tsx"),
  page("collections/drapery/sheer", "routes/style.tsx"),
  page("collections/drapery/blackout", "routes/style.tsx"),
  page("collections/drapery/decorative", "routes/style.tsx"),
  page("collections/drapery/thermal", "routes/style.tsx"),
  page("collections/drapery/motorized", "routes/style.tsx"),
  page("collections/drapery/fabric", "routes/style.tsx"),

  page("collections/accessories", "routes/category.tsx"),
  page("collections/accessories/finials", "routes/style.tsx"),
  page("collections/accessories/valances", "routes/style.tsx"),
  page("collections/accessories/tiebacks", "routes/style.tsx"),
  page("collections/accessories/curtain-rods", "routes/style.tsx"),

  route("collections/motorized", "routes/motorized.tsx"),

  page("services/custom-design", "routes/service.tsx"),
  page("services/installation", "routes/service.tsx"),
  page("services/consultation", "routes/service.tsx"),

  route("quote-request", "routes/quote-request.tsx"),
  // Rendered at request time (react-router.config.ts leaves them out of prerendering).
  route("book", "routes/book.tsx"),
  route("book/manage/:token", "routes/book-manage.tsx"),

  page("privacy-policy", "routes/policy.tsx"),
  page("terms-of-service", "routes/policy.tsx"),
  page("shipping-policy", "routes/policy.tsx"),
  route("faq", "routes/faq.tsx"),
  route("blog", "routes/blog.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
