import { prefersReducedMotion } from "~/lib/reduced-motion";

type ToggleWords = { pause: string; play: string; pauseLabel: string; playLabel: string };

/**
 * The testimonials carousel (spec §4, the WAI carousel pattern) on the server's markup
 * (app/components/testimonial-carousel.tsx): one slide every `data-interval` ms, wrapping; previous, next and a dot
 * per slide; rotation stops while the pointer is over it or focus is inside it, can be paused with its button, and
 * never starts on its own under prefers-reduced-motion (WCAG 2.2.2); a swipe changes the slide.
 */
export function carousels() {
  for (const root of document.querySelectorAll<HTMLElement>(".carousel[data-words]")) attach(root);
}

function attach(root: HTMLElement) {
  const words = JSON.parse(root.dataset.words ?? "{}") as ToggleWords;
  const interval = Number(root.dataset.interval) || 5000;
  const swipeMin = Number(root.dataset.swipe) || 40;
  const track = root.querySelector<HTMLElement>(".carousel__track");
  const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
  const toggle = root.querySelector<HTMLButtonElement>(".carousel__toggle");
  const slides = [...root.querySelectorAll<HTMLElement>(".carousel__slide")];
  const dots = [...root.querySelectorAll<HTMLButtonElement>(".carousel__dot")];
  if (!track || !viewport || !toggle || slides.length === 0) return;

  let index = 0;
  let playing = !prefersReducedMotion();
  let hovered = false;
  let focused = false;
  let timer: number | undefined;
  let swipeStart: number | null = null;

  const rotating = () => playing && !hovered && !focused;

  function render() {
    track!.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((slide, i) => {
      const shown = i === index;
      slide.setAttribute("aria-hidden", String(!shown));
      slide.inert = !shown;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    toggle!.setAttribute("aria-label", playing ? words.pauseLabel : words.playLabel);
    toggle!.querySelector<HTMLElement>(".carousel__icon--pause")!.hidden = !playing;
    toggle!.querySelector<HTMLElement>(".carousel__icon--play")!.hidden = playing;
    toggle!.querySelector<HTMLElement>(".carousel__toggle-text")!.textContent = playing ? words.pause : words.play;
    // A slide that changes by itself is not announced; one the visitor chose is.
    viewport!.setAttribute("aria-live", rotating() ? "off" : "polite");
    schedule();
  }

  function schedule() {
    window.clearTimeout(timer);
    if (rotating()) timer = window.setTimeout(() => go(index + 1), interval);
  }

  function go(to: number) {
    index = ((to % slides.length) + slides.length) % slides.length;
    render();
  }

  toggle.addEventListener("click", () => {
    playing = !playing;
    render();
  });
  for (const arrow of root.querySelectorAll<HTMLButtonElement>(".carousel__arrow")) {
    arrow.addEventListener("click", () => go(index + Number(arrow.dataset.step)));
  }
  dots.forEach((dot, i) => dot.addEventListener("click", () => go(i)));
  root.addEventListener("mouseenter", () => {
    hovered = true;
    render();
  });
  root.addEventListener("mouseleave", () => {
    hovered = false;
    render();
  });
  root.addEventListener("focusin", () => {
    focused = true;
    render();
  });
  root.addEventListener("focusout", (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  viewport.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse") swipeStart = event.clientX;
  });
  viewport.addEventListener("pointerup", (event) => {
    if (swipeStart === null) return;
    const dx = event.clientX - swipeStart;
    swipeStart = null;
    if (Math.abs(dx) < swipeMin) return;
    if (dx < 0) go(index + 1);
    else go(index - 1);
  });
  viewport.addEventListener("pointercancel", () => (swipeStart = null));
  render();
}
