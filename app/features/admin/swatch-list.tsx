import type { StaffSwatch } from "./back-office";

/**
 * Swatches as staff pack or bring them (issue 36): each one's colour chip, English name, style and opacity, and its
 * catalogue id (what the shelf is sorted by).
 */
export function SwatchList({ swatches, label }: { swatches: StaffSwatch[]; label: string }) {
  return (
    <ul className="admin-swatches" aria-label={label}>
      {swatches.map((swatch) => (
        <li key={swatch.id}>
          <span className="admin-swatches__chip" style={{ background: swatch.color }} aria-hidden="true" />
          <span>
            <strong>{swatch.name}</strong> · {swatch.style}
            {swatch.opacity ? ` · ${swatch.opacity}` : ""} <code>{swatch.id}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}
