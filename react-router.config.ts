import type { Config } from "@react-router/dev/config";
import { productIds } from "./app/content/product-ids.ts";

export default {
  ssr: true,
  // Every catalogue page is static: render it once at build time and let the
  // Node server hand out files. SSR stays on for 404s and form actions.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...productIds.map((id) => `/product/${id}`)];
  },
} satisfies Config;
