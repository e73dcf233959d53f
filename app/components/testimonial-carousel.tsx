import { memo } from "react";
import { RATING_MAX, type Testimonial } from "~/content/testimonials";
import { format } from "~/i18n/format";
import { formatNodes } from "~/i18n/format-nodes";
import type { HomeCatalogue } from "~/i18n/home-content";
import { useLocale } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { StarRating } from "./star-rating";

/** The carousel's own words: its buttons, slide names and how a quote and a rating are written. */
export type CarouselWords = HomeCatalogue["home"]["testimonials"]["carousel"];

/** Spec §9: one slide every 5000 ms; the slide itself moves in 0.5 s (CSS). */
export const AUTO_ADVANCE_MS = 5000;
/** How far a finger must travel for a swipe to change the slide. */
const SWIPE_MIN_PX = 40;

/**
 * Testimonials carousel (spec §4) following the WAI carousel pattern: rotation stops while the pointer is over it or
 * focus is inside it, can be paused with a visible button, and never starts on its own under prefers-reduced-motion
 * (WCAG 2.2.2). The server renders its first state (the first slide, rotating); the site script's carousel module
 * (app/features/site-script/carousel.ts) runs it, so the home page needs no React for it (issue 31). Its button
 * words travel in `data-words`, written in the page's language.
 */
export function TestimonialCarousel(props: { items: Testimonial[]; words: CarouselWords; headingId: string }) {
  const { items, words, headingId } = props;
  const locale = useLocale();
  const count = items.length;
  const toggleWords = {
    pause: words.pause,
    play: words.play,
    pauseLabel: words.pauseLabel,
    playLabel: words.playLabel,
  };
  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription={words.carousel}
      aria-labelledby={headingId}
      data-words={JSON.stringify(toggleWords)}
      data-interval={AUTO_ADVANCE_MS}
      data-swipe={SWIPE_MIN_PX}
    >
      <div className="carousel__controls">
        <button type="button" className="carousel__toggle" aria-label={words.pauseLabel}>
          <span className="carousel__icon carousel__icon--pause">
            <PauseIcon />
          </span>
          <span className="carousel__icon carousel__icon--play" hidden>
            <PlayIcon />
          </span>
          <span className="carousel__toggle-text" aria-hidden="true">
            {words.pause}
          </span>
        </button>
      </div>
      <div className="carousel__viewport" aria-live="off">
        <div className="carousel__track" style={{ transform: "translateX(-0%)" }}>
          {items.map((item, i) => (
            <div
              key={item.id}
              className="carousel__slide"
              role="group"
              aria-roledescription={words.slideRole}
              aria-label={format(words.slide, { index: i + 1, count }, locale)}
              aria-hidden={i !== 0}
              inert={i !== 0}
            >
              <SlideFigure item={item} words={words} locale={locale} />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__nav">
        <button type="button" className="carousel__arrow" data-step="-1" aria-label={words.previous}>
          <Arrow direction="left" />
        </button>
        <div className="carousel__dots">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="carousel__dot"
              data-slide={i}
              aria-label={format(words.show, { index: i + 1 }, locale)}
              aria-current={i === 0 ? "true" : undefined}
            />
          ))}
        </div>
        <button type="button" className="carousel__arrow" data-step="1" aria-label={words.next}>
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
