import { productIds } from "~/content/product-ids";
import { notFound } from "~/lib/http";
import type { Route } from "./+types/product";

export function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  // The spec falls back to product 1 for unknown ids; we answer 404 (docs/deviations.md).
  if (!/^\d+$/.test(params.id) || !productIds.includes(id)) throw notFound();
  return { id, title: `Product ${id}` };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <section className="section container">
      <h1>{loaderData.title}</h1>
    </section>
  );
}
