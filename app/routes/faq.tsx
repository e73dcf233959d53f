import { FaqPage } from "~/components/faq-page";
import { faqFor } from "~/content/faq";
import { useLocale } from "~/i18n/i18n-context";

export default function Page() {
  return <FaqPage page={faqFor(useLocale())} />;
}
