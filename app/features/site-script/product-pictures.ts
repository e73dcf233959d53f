/**
 * The product page's pictures (spec §3.5): each thumbnail button shows its
 * picture as the main one. A thumbnail holds the same sources as the main
 * picture (only its `sizes` differs), so they are copied across and the
 * browser picks the width the main box needs.
 */
export function productPictures(root: Element | null = document.querySelector(".product-pictures")) {
  const main = root?.querySelector<HTMLImageElement>(".product-pictures__main img");
  if (!root || !main) return;
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>(".product-pictures__thumb")];
  const mainSources = [...(main.parentElement?.querySelectorAll("source") ?? [])];
  for (const thumb of thumbs) {
    thumb.addEventListener("click", () => {
      const picture = thumb.querySelector("img");
      if (!picture) return;
      const sources = [...thumb.querySelectorAll("source")];
      mainSources.forEach((source, i) => source.setAttribute("srcset", sources[i]?.getAttribute("srcset") ?? ""));
      main.src = picture.getAttribute("src")!;
      main.alt = picture.alt;
      for (const other of thumbs) other.setAttribute("aria-pressed", String(other === thumb));
    });
  }
}
