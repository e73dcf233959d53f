import { GalleryPage } from "~/features/gallery/gallery-page";

export default function Projects() {
  return <GalleryPage />;
}
