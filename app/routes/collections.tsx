import { ListingTemplate } from "~/components/templates/listing-template";
import { listingPages } from "~/content/listings";

export default function Page() {
  return <ListingTemplate page={listingPages.collections} />;
}
