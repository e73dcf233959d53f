import { AboutPage } from "~/components/about-page";
import { aboutPageFor } from "~/content/about";
import { useLocale } from "~/i18n/i18n-context";

export default function Page() {
  return <AboutPage page={aboutPageFor(useLocale())} />;
}
