import { business } from "~/content/business";
import { GalleryPage } from "~/features/gallery/gallery-page";
import galleryStyles from "~/features/gallery/gallery.css?url";

export const links = () => [{ rel: "stylesheet", href: galleryStyles }];

export function meta() {
  return [
    { title: `Gallery | ${business.name}` },
    {
      name: "description",
      content:
        "Browse our custom blinds, shades, curtains and drapery by style and room, with prices and installations.",
    },
  ];
}

export default function Projects() {
  return <GalleryPage />;
}
