import type { DrawingWords } from "~/content/measure-guide";

/**
 * The measuring guide's drawings, drawn for this site: a window in its frame with where to
 * measure. Lines take the text colour, measurements the brand colour, so they print well.
 * Their words (name, description, labels) are the page language's.
 */
type Drawing = { title: string; description: string };

const ARROW = "measure-drawing__arrow";

function Frame() {
  return (
    <>
      {/* Wall opening with its frame and a two-pane window. */}
      <rect x="60" y="40" width="200" height="220" className="measure-drawing__frame" />
      <rect x="72" y="52" width="176" height="196" className="measure-drawing__glass" />
      <line x1="160" y1="52" x2="160" y2="248" className="measure-drawing__mullion" />
      <rect x="48" y="260" width="224" height="12" className="measure-drawing__sill" />
    </>
  );
}

function Markers({ id }: { id: string }) {
  return (
    <defs>
      <marker
        id={`${id}-head`}
        viewBox="0 0 10 10"
        refX="9"
        refY="5"
        markerWidth="7"
        markerHeight="7"
        orient="auto-start-reverse"
      >
        <path d="M0 0 L10 5 L0 10 z" className="measure-drawing__head" />
      </marker>
    </defs>
  );
}

/** A two-headed measuring arrow; `id` names the drawing whose arrow head it uses (ids are per page). */
const arrow = (id: string, x1: number, y1: number, x2: number, y2: number, key?: string) => (
  <line
    key={key}
    x1={x1}
    y1={y1}
    x2={x2}
    y2={y2}
    className={ARROW}
    markerStart={`url(#${id}-head)`}
    markerEnd={`url(#${id}-head)`}
  />
);

function Svg({ title, description, id, children }: Drawing & { id: string; children: React.ReactNode }) {
  return (
    // aria-label, not <title>: the page has one <title>, its own.
    <svg
      className="measure-drawing"
      viewBox="0 0 320 300"
      role="img"
      aria-label={title}
      aria-describedby={`${id}-desc`}
    >
      <desc id={`${id}-desc`}>{description}</desc>
      <Markers id={id} />
      {children}
    </svg>
  );
}

export function InsideMountDrawing({ words }: { words: DrawingWords }) {
  return (
    <Svg id="inside-mount" title={words.title} description={words.description}>
      <Frame />
      {[70, 150, 230].map((y) => arrow("inside-mount", 74, y, 246, y, `w${y}`))}
      {[95, 185, 225].map((x) => arrow("inside-mount", x, 54, x, 246, `h${x}`))}
      <text x="160" y="22" className="measure-drawing__label">
        {words.width}
      </text>
      <text x="290" y="155" className="measure-drawing__label measure-drawing__label--side">
        {words.height}
      </text>
    </Svg>
  );
}

export function OutsideMountDrawing({ words }: { words: DrawingWords }) {
  return (
    <Svg id="outside-mount" title={words.title} description={words.description}>
      <Frame />
      <rect x="36" y="16" width="248" height="244" className="measure-drawing__cover" />
      {arrow("outside-mount", 36, 8, 284, 8)}
      {arrow("outside-mount", 298, 16, 298, 260)}
      <text x="160" y="290" className="measure-drawing__label">
        {words.width}
      </text>
      <text x="312" y="140" className="measure-drawing__label measure-drawing__label--side">
        {words.height}
      </text>
    </Svg>
  );
}
