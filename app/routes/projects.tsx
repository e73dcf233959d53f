import { GalleryPage } from "~/features/gallery/gallery-page";
import galleryStyles from "~/features/gallery/gallery.css?url";

export const links = () => [{ rel: "stylesheet", href: galleryStyles }];

export default function Projects() {
  return <GalleryPage />;
}
