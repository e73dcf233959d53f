import type { ContentCatalogue } from "../i18n/content.ts";
import type { Art } from "./types";

/** Spec §3.4: three fixed testimonials, rating out of 5. Photos are local SVG avatars. */
export type Testimonial = {
  id: number;
  name: string;
  role: string;
  image: Art;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export const RATING_MAX = 5;

type Words = Pick<ContentCatalogue, "home">;

/** The clients and their ratings; what they do and say is in each language's words, by id. */
const clients: { id: keyof Words["home"]["testimonials"]["items"]; name: string; rating: Testimonial["rating"] }[] = [
  { id: 1, name: "Sarah Mitchell", rating: 5 },
  { id: 2, name: "Daniel Reyes", rating: 5 },
  { id: 3, name: "Priya Shah", rating: 4 },
];

/** The testimonials in `words` (the home page's words of a language). */
export function testimonialsIn(words: Words): Testimonial[] {
  return clients.map((client) => {
    const own = words.home.testimonials.items[client.id];
    return {
      ...client,
      role: own.role,
      content: own.content,
      image: { src: `/images/art/avatar-${client.id}.svg`, alt: "" },
    };
  });
}
