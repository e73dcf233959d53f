import { RATING_MAX } from "~/content/testimonials";

/** Filled stars out of five, announced by `label` ("Rated 4 out of 5"). */
export function StarRating({ value, label }: { value: number; label: string }) {
  return (
    <div className="stars" role="img" aria-label={label}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <svg
          key={i}
          className={i < value ? "star star--on" : "star"}
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.5 6.6-.8z" />
        </svg>
      ))}
    </div>
  );
}
