import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routePaths } from "./content/site-pages.ts";

/**
 * Every page's route, from the one table of pages (app/content/site-pages.ts).
 * One template module serves many paths, so each route's id is its path.
 */
export default [
  ...routePaths().map(({ path, module }) =>
    path === "/" ? index(module, { id: "/" }) : route(path.slice(1), module, { id: path }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
