import { ListingTemplate } from "~/components/templates/listing-template";
import { listingPageFor } from "~/content/listings";
import { useLocale } from "~/i18n/i18n-context";

export default function Page() {
  return <ListingTemplate page={listingPageFor("products", useLocale())} />;
}
