import type { Art } from "./types";

/** Spec §3.4: three fixed testimonials, rating out of 5. Photos are local SVG avatars. */
export type Testimonial = {
  id: number;
  name: string;
  role: "Homeowner" | "Interior Designer" | "Business Owner";
  image: Art;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export const RATING_MAX = 5;

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: "Sarah Mitchell",
    role: "Homeowner",
    image: { src: "/images/art/avatar-1.svg", alt: "" },
    content:
      "The Roman shades in our living room are beautiful. They measured, advised and installed everything in under two weeks.",
    rating: 5,
  },
  {
    id: 2,
    name: "Daniel Reyes",
    role: "Interior Designer",
    image: { src: "/images/art/avatar-2.svg", alt: "" },
    content:
      "I send my clients here for drapery. The fabric choice is excellent and the workroom finishing is consistently precise.",
    rating: 5,
  },
  {
    id: 3,
    name: "Priya Shah",
    role: "Business Owner",
    image: { src: "/images/art/avatar-3.svg", alt: "" },
    content:
      "Motorized roller shades across our whole office. Glare is gone and the team loves the schedules. Great service.",
    rating: 4,
  },
];
