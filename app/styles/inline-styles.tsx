import siteCss from "~/styles/app.css?inline";
import formsCss from "~/features/forms/forms.css?inline";
import galleryCss from "~/features/gallery/gallery.css?inline";
import swatchesCss from "~/features/swatches/swatches.css?inline";

/**
 * All of the site's CSS (about 9 KB gzipped) travels inside each prerendered
 * page: no stylesheet request stands between the HTML and the first paint,
 * which is what Lighthouse's slow-4G LCP is made of. The strings exist only in
 * the server build; the browser keeps the server's <style> untouched
 * (React does not patch dangerouslySetInnerHTML on hydration, and the client
 * value never changes afterwards), so no CSS is shipped twice in JavaScript.
 */
const css = { __html: import.meta.env.SSR ? siteCss + formsCss + galleryCss + swatchesCss : "" };

export function InlineStyles() {
  return <style id="site-css" suppressHydrationWarning dangerouslySetInnerHTML={css} />;
}
