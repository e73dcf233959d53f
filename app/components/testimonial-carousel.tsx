import { memo, useEffect, useRef, useState } from "react";
import { RATING_MAX, type Testimonial } from "~/content/testimonials";
import { format } from "~/i18n/format";
import { formatNodes } from "~/i18n/format-nodes";
import type { HomeCatalogue } from "~/i18n/home-content";
import { useLocale } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { StarRating } from "./star-rating";

/** The carousel's own words: its buttons, slide names and how a quote and a rating are written. */
export type CarouselWords = HomeCatalogue["home"]["testimonials"]["carousel"];

/** Spec §9: one slide every 5000 ms; the slide itself moves in 0.5 s (CSS). */
export const AUTO_ADVANCE_MS = 5000;
const SWIPE_MIN_PX = 40;

/**
 * Testimonials carousel (spec §4) following the WAI carousel pattern:
 * rotation stops while the pointer is over it or focus is inside it, can be
 * paused with a visible button, and never starts on its own under
 * prefers-reduced-motion (WCAG 2.2.2).
 */
export function TestimonialCarousel(props: { items: Testimonial[]; words: CarouselWords; headingId: string }) {
  const { items, words, headingId } = props;
  const locale = useLocale();
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const rotating = playing && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription={words.carousel}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__toggle"
          aria-label={playing ? words.pauseLabel : words.playLabel}
          onClick={() => setPlaying((p) => !p)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span aria-hidden="true">{playing ? words.pause : words.play}</span>
        </button>
      </div>
      <div
        className="carousel__viewport"
        aria-live={rotating ? "off" : "polite"}
        onPointerDown={(event) => {
          if (event.pointerType !== "mouse") swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const dx = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) >= SWIPE_MIN_PX) go(dx < 0 ? index + 1 : index - 1);
        }}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className="carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {items.map((item, i) => (
            <div
              key={item.id}
              className="carousel__slide"
              role="group"
              aria-roledescription={words.slideRole}
              aria-label={format(words.slide, { index: i + 1, count }, locale)}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <SlideFigure item={item} words={words} locale={locale} />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__nav">
        <button type="button" className="carousel__arrow" aria-label={words.previous} onClick={() => go(index - 1)}>
          <Arrow direction="left" />
        </button>
        <div className="carousel__dots">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="carousel__dot"
              aria-label={format(words.show, { index: i + 1 }, locale)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="carousel__arrow" aria-label={words.next} onClick={() => go(index + 1)}>
          <Arrow direction="right" />
        </button>
      </div>
    </div>
  );
}

/** A slide's content never changes; only which slide shows does (a click re-renders no quote). */
const SlideFigure = memo(function SlideFigure(props: { item: Testimonial; words: CarouselWords; locale: Locale }) {
  const { item, words, locale } = props;
  const rating = format(words.rating, { value: item.rating, max: RATING_MAX }, locale);
  return (
    <figure className="carousel__figure">
      <StarRating value={item.rating} label={rating} />
      <blockquote className="carousel__quote">
        <p>{formatNodes(words.quote, { quote: item.content })}</p>
      </blockquote>
      <figcaption className="carousel__person">
        {/* Tiny SVGs, loaded with the page so a slide never arrives without its face. */}
        <img className="carousel__avatar" src={item.image.src} alt={item.image.alt} width={56} height={56} />
        <span>
          <span className="carousel__name">{item.name}</span>
          <span className="carousel__role">{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
});

const iconProps = { width: 18, height: 18, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg {...iconProps}>
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M7 5l12 7-12 7z" />
    </svg>
  );
}
