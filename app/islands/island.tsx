import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { useCatalogueOverride, useLocale } from "~/i18n/i18n-context";
import { IslandRoot } from "./island-root";
import { islandIdPrefix, type IslandData, type IslandName } from "./names";
import { ISLAND_URLS } from "./urls";

/**
 * When an island's script starts (app/features/site-script/islands.ts): after the page has loaded and painted
 * (`load`); only once the island comes near the screen or is first touched (`near`: the home page's contact form,
 * far below the fold); or on the visitor's first interaction with the page (`interaction`: the pages whose form is
 * their content, which work as native forms until then).
 */
export type IslandStart = "load" | "near" | "interaction";

type Props<P, S> = {
  name: IslandName;
  component: ComponentType<P & Partial<S>>;
  /** What the island is rendered and hydrated with: written into the page as JSON. */
  props: P;
  /** What only the server's rendering gets (the no-script form's extra markup), never sent to the browser. */
  serverProps?: S;
  start?: IslandStart;
};

/**
 * A form island (docs/decisions/0014): the server renders `component` with `props` as a React root of its own and
 * puts it inside an element that names the island, its script and its props; the site script loads that script
 * when `start` says, and it hydrates the same root (app/islands/start.tsx) over this HTML. The rest of the page
 * stays the server's HTML. Rendering the island as its own root, with its name as the prefix of React's ids, is
 * what makes the ids `useId` gives (labels, errors, descriptions) the same on both sides. The element takes no room
 * of its own (`display: contents`), so a form keeps its place in its section's layout.
 */
export function Island<P extends object, S extends object = object>({
  name,
  component,
  props,
  serverProps,
  start = "load",
}: Props<P, S>) {
  const locale = useLocale();
  const messages = useCatalogueOverride();
  const data: IslandData<P> = { locale, props };
  // `serverProps` only add to what `props` render (they are optional in the component), so hydration matches.
  const html = renderToString(
    <IslandRoot
      locale={locale}
      component={component}
      props={{ ...props, ...(serverProps ?? {}) }}
      messages={messages}
    />,
    { identifierPrefix: islandIdPrefix(name) },
  );
  return (
    <div
      className="island"
      data-island={name}
      data-island-src={ISLAND_URLS[name]}
      data-island-start={start}
      data-island-props={JSON.stringify(data)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
