/**
 * Draws the original SVG artwork of the 24 gallery items (four pictures each:
 * the room, a close-up of the material, the treatment opened, and a wide view)
 * into public/images/gallery/. The files are committed; run this again after
 * changing the gallery data: node scripts/images-artwork.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  galleryItems,
  type GalleryItem,
  type GalleryRoom,
  type GalleryStyle,
  type Treatment,
} from "../app/content/gallery.ts";

const W = 1200;
const H = 900;
const FLOOR_Y = 770;

type Box = { x: number; y: number; w: number; h: number };
type State = "closed" | "open";

/** Warm amber/brown fabrics, one per item so no two pictures look alike. */
const FABRICS = [
  "#d9a35b",
  "#a8643a",
  "#e8cfa6",
  "#6e4a2f",
  "#b98545",
  "#8c5a2b",
  "#f1e3cb",
  "#c7c1b8",
  "#4a2c1c",
  "#d8c7a6",
  "#5a3322",
  "#7b2f22",
  "#9f6b3f",
  "#b9a68c",
  "#6b4426",
  "#c9a27a",
  "#efe4d2",
  "#e3d4bd",
  "#d9c4a1",
  "#a0522d",
  "#b8672a",
  "#9b7a4e",
  "#e1c9a0",
  "#b5603a",
];

const WALLS: Record<GalleryStyle, { wall: string; floor: string; trim: string; accent: string }> = {
  Modern: { wall: "#efe8df", floor: "#9c7a58", trim: "#fbf8f3", accent: "#3b230e" },
  Traditional: { wall: "#ead7b9", floor: "#74492a", trim: "#f7efe1", accent: "#7a4716" },
  Contemporary: { wall: "#f3e2c9", floor: "#b48a60", trim: "#fdf6ec", accent: "#b7772a" },
  Minimalist: { wall: "#f6f1e9", floor: "#cfb08a", trim: "#ffffff", accent: "#9a5f1c" },
};

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const rect = (b: Box, fill: string, extra = "") =>
  `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="${fill}" ${extra}/>`;

/** Shared gradients and patterns, prefixed so several pictures could share a page. */
function defs(item: GalleryItem, fabric: string): string {
  const dark = shade(fabric, -0.28);
  const light = shade(fabric, 0.18);
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe7c2"/><stop offset="1" stop-color="#f3c98d"/></linearGradient>
<linearGradient id="folds" x1="0" x2="64" gradientUnits="userSpaceOnUse" spreadMethod="repeat"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6e3" stop-opacity=".5"/><stop offset="1" stop-color="#fff6e3" stop-opacity="0"/></linearGradient>
<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${fabric}"/><path d="M0 4h8M4 0v8" stroke="${dark}" stroke-opacity=".25" stroke-width="1"/></pattern>
<pattern id="mesh" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${fabric}" fill-opacity=".35"/><circle cx="5" cy="5" r="1.6" fill="${dark}" fill-opacity=".45"/></pattern>
<pattern id="reeds" width="240" height="24" patternUnits="userSpaceOnUse"><rect width="240" height="24" fill="${fabric}"/><rect y="3" width="240" height="6" fill="${light}"/><rect y="14" width="240" height="5" fill="${dark}" fill-opacity=".6"/><path d="M40 0v24M120 0v24M200 0v24" stroke="${shade(fabric, -0.45)}" stroke-width="3"/></pattern>
<pattern id="tiles" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#f4ede2"/><path d="M0 0h60v60" fill="none" stroke="#d9c9b2" stroke-width="3"/></pattern>
<pattern id="gingham" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="#fbf3e6"/><rect width="18" height="36" fill="${fabric}" fill-opacity=".55"/><rect width="36" height="18" fill="${fabric}" fill-opacity=".55"/></pattern>
</defs>`;
}

/** Sky, sun and hills seen through the glass. */
function outside(win: Box, item: GalleryItem): string {
  const sunX = win.x + win.w * (0.2 + (item.id % 5) * 0.15);
  const hill = (dy: number, color: string, phase: number) => {
    const y = win.y + win.h * dy;
    const q = win.w / 4;
    return `<path d="M${win.x} ${y} q${q} ${-40 - phase} ${q * 2} 0 t${q * 2} 0 V${win.y + win.h} H${win.x}Z" fill="${color}"/>`;
  };
  return `<svg x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" viewBox="${win.x} ${win.y} ${win.w} ${win.h}" overflow="hidden">
${rect(win, "url(#sky)")}
<circle cx="${sunX}" cy="${win.y + win.h * 0.3}" r="${Math.min(win.w, win.h) * 0.09}" fill="#fff3d6"/>
${hill(0.68, "#e3b57c", (item.id * 7) % 30)}
${hill(0.8, "#c98f55", (item.id * 13) % 40)}
</svg>`;
}

function windowFrame(win: Box, trim: string): string {
  const mid = win.x + win.w / 2;
  return `<rect x="${win.x - 16}" y="${win.y - 16}" width="${win.w + 32}" height="${win.h + 32}" fill="none" stroke="${trim}" stroke-width="20"/>
<path d="M${mid} ${win.y}V${win.y + win.h}" stroke="${trim}" stroke-width="12"/>
<rect x="${win.x - 40}" y="${win.y + win.h + 10}" width="${win.w + 80}" height="18" rx="3" fill="${trim}"/>
<rect x="${win.x - 40}" y="${win.y + win.h + 26}" width="${win.w + 80}" height="6" fill="#000" fill-opacity=".08"/>`;
}

function remotePlate(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><rect width="44" height="72" rx="8" fill="#fffaf2" stroke="#cbb79b" stroke-width="2"/><circle cx="22" cy="24" r="7" fill="#b7772a"/><circle cx="22" cy="50" r="7" fill="#7a4716"/></g>
<g transform="translate(${x + 22} ${y - 22})" fill="none" stroke="#b7772a" stroke-width="4" stroke-linecap="round"><path d="M-14 0a20 20 0 0 1 28 0"/><path d="M-7 7a10 10 0 0 1 14 0"/></g>`;
}

/** Shades and blinds hang inside the frame; curtains and drapery hang from a rod above it. */
function treatment(kind: Treatment, win: Box, fabric: string, state: State): string {
  const dark = shade(fabric, -0.3);
  const closed = state === "closed";
  const rail = (color = dark) => rect({ x: win.x - 12, y: win.y - 18, w: win.w + 24, h: 24 }, color, 'rx="4"');
  const shadeDrop = (share: number) => Math.round(win.h * share);
  switch (kind) {
    case "roller":
    case "motorized":
    case "solar": {
      const drop = shadeDrop(closed ? 0.62 : 0.08);
      const fill = kind === "solar" ? "url(#mesh)" : "url(#weave)";
      const body = rect({ x: win.x, y: win.y, w: win.w, h: drop }, fill);
      const bar = rect({ x: win.x, y: win.y + drop, w: win.w, h: 12 }, dark, 'rx="3"');
      const cord =
        kind === "roller"
          ? `<path d="M${win.x + win.w / 2} ${win.y + drop + 12}v34" stroke="${dark}" stroke-width="3"/><circle cx="${win.x + win.w / 2}" cy="${win.y + drop + 54}" r="8" fill="none" stroke="${dark}" stroke-width="3"/>`
          : "";
      const remote = kind === "motorized" ? remotePlate(win.x + win.w + 70, win.y + win.h * 0.45) : "";
      return `${body}${rect({ x: win.x, y: win.y, w: win.w, h: drop }, "url(#sheen)")}${bar}${cord}${rail(shade(fabric, -0.45))}${remote}`;
    }
    case "roman": {
      const drop = shadeDrop(closed ? 0.55 : 0.2);
      const n = closed ? 5 : 4;
      const band = drop / n;
      let folds = "";
      for (let i = 0; i < n; i++) {
        const y = win.y + i * band;
        folds += `<path d="M${win.x} ${y}h${win.w}v${band - 8}q${-win.w / 2} 16 ${-win.w} 0z" fill="url(#weave)"/>`;
        folds += `<path d="M${win.x} ${y + band - 8}q${win.w / 2} 16 ${win.w} 0" fill="none" stroke="${dark}" stroke-width="4" stroke-opacity=".7"/>`;
      }
      return `${folds}${rail()}`;
    }
    case "cellular":
    case "pleated": {
      const top = kind === "pleated" && closed ? win.y + win.h * 0.42 : win.y;
      const bottom = closed ? win.y + win.h * (kind === "pleated" ? 1 : 0.66) : win.y + win.h * 0.12;
      const step = kind === "cellular" ? 22 : 16;
      let lines = "";
      for (let y = top + step; y < bottom; y += step) {
        lines +=
          kind === "cellular"
            ? `<path d="M${win.x} ${y}h${win.w}" stroke="${dark}" stroke-width="2" stroke-opacity=".5"/><path d="M${win.x} ${y - 6}h${win.w}" stroke="#fff" stroke-width="2" stroke-opacity=".35"/>`
            : `<path d="M${win.x} ${y}h${win.w}" stroke="${dark}" stroke-width="3" stroke-opacity=".45"/>`;
      }
      const body = rect({ x: win.x, y: top, w: win.w, h: bottom - top }, fabric);
      const topRail = kind === "pleated" ? rect({ x: win.x, y: top - 6, w: win.w, h: 10 }, dark) : "";
      return `${body}${lines}${rect({ x: win.x, y: bottom - 6, w: win.w, h: 12 }, dark, 'rx="3"')}${topRail}${rail()}`;
    }
    case "woven-wood": {
      const drop = shadeDrop(closed ? 0.58 : 0.12);
      return `${rect({ x: win.x - 8, y: win.y, w: win.w + 16, h: drop }, "url(#reeds)")}${rect({ x: win.x - 14, y: win.y - 20, w: win.w + 28, h: 46 }, "url(#reeds)", `stroke="${dark}" stroke-width="2"`)}`;
    }
    case "wood-blinds":
    case "mini-blinds": {
      const pitch = kind === "wood-blinds" ? 30 : 15;
      const slat = kind === "wood-blinds" ? 20 : 11;
      const bottom = closed ? win.y + win.h : win.y + win.h * 0.22;
      let slats = "";
      const gap = closed ? pitch : slat + 2;
      for (let y = win.y + 8; y < bottom - slat; y += gap) {
        slats += `<rect x="${win.x}" y="${y}" width="${win.w}" height="${slat}" rx="2" fill="${fabric}"/><rect x="${win.x}" y="${y + slat - 4}" width="${win.w}" height="4" fill="${dark}" fill-opacity=".5"/>`;
      }
      const tapes = [0.2, 0.8]
        .map((f) => rect({ x: win.x + win.w * f - 6, y: win.y, w: 12, h: bottom - win.y }, dark, 'fill-opacity=".55"'))
        .join("");
      return `${slats}${kind === "wood-blinds" ? tapes : ""}${rail()}`;
    }
    case "vertical-blinds": {
      const vane = 46;
      let vanes = "";
      const span = closed ? win.w : win.w * 0.22;
      const pitch = closed ? vane + 2 : 14;
      for (let x = win.x; x < win.x + span; x += pitch) {
        vanes += `<rect x="${x}" y="${win.y + 6}" width="${vane}" height="${win.h - 10}" fill="${fabric}"/><rect x="${x + vane - 8}" y="${win.y + 6}" width="8" height="${win.h - 10}" fill="${dark}" fill-opacity=".35"/>`;
      }
      return `${vanes}${rail()}`;
    }
    case "sheer":
    case "blackout":
    case "cafe":
    case "drapery":
    case "motorized-drapery": {
      const cafe = kind === "cafe";
      const floorLength = kind === "drapery" || kind === "motorized-drapery";
      const top = cafe ? win.y + win.h * 0.5 : win.y - 60;
      const bottom = floorLength ? FLOOR_Y - 4 : cafe ? win.y + win.h + 4 : win.y + win.h + 60;
      const reach = cafe ? 0 : 90;
      const half = win.w / 2 + reach;
      const panel = closed ? half + 8 : cafe ? win.w * 0.22 : 130;
      const fill = cafe ? "url(#gingham)" : "url(#folds)";
      const opacity = kind === "sheer" ? 'fill-opacity=".55"' : "";
      const left = rect({ x: win.x - reach, y: top, w: panel, h: bottom - top }, fill, opacity);
      const right = rect({ x: win.x + win.w + reach - panel, y: top, w: panel, h: bottom - top }, fill, opacity);
      let pleats = "";
      if (kind === "drapery" || kind === "motorized-drapery") {
        for (const [x0, w] of [
          [win.x - reach, panel],
          [win.x + win.w + reach - panel, panel],
        ] as const) {
          for (let x = x0 + 16; x < x0 + w - 8; x += 32) {
            pleats += `<path d="M${x - 8} ${top}h16l-8 26z" fill="${dark}" fill-opacity=".55"/>`;
          }
        }
      }
      const hardware =
        kind === "motorized-drapery"
          ? `${rect({ x: win.x - reach - 20, y: top - 18, w: win.w + 2 * reach + 40, h: 18 }, "#4b3a2c", 'rx="3"')}${remotePlate(win.x + win.w + reach + 50, win.y + win.h * 0.45)}`
          : `<path d="M${win.x - reach - 30} ${top - 6}H${win.x + win.w + reach + 30}" stroke="${cafe ? "#b8913a" : "#3b230e"}" stroke-width="${cafe ? 6 : 9}" stroke-linecap="round"/><circle cx="${win.x - reach - 34}" cy="${top - 6}" r="${cafe ? 7 : 13}" fill="${cafe ? "#b8913a" : "#3b230e"}"/><circle cx="${win.x + win.w + reach + 34}" cy="${top - 6}" r="${cafe ? 7 : 13}" fill="${cafe ? "#b8913a" : "#3b230e"}"/>`;
      return `${left}${right}${pleats}${hardware}`;
    }
  }
}

/** A simple piece of furniture for the room, drawn in a 500 x 260 box whose bottom sits on the floor. */
function furniture(room: GalleryRoom, accent: string, fabric: string): string {
  const wood = "#8a5a35";
  switch (room) {
    case "Living Room":
      return `<rect x="20" y="120" width="460" height="110" rx="26" fill="${shade(accent, 0.25)}"/><rect x="0" y="90" width="70" height="150" rx="24" fill="${shade(accent, 0.1)}"/><rect x="430" y="90" width="70" height="150" rx="24" fill="${shade(accent, 0.1)}"/><rect x="60" y="60" width="380" height="90" rx="22" fill="${shade(accent, 0.35)}"/><rect x="90" y="82" width="90" height="60" rx="14" fill="${fabric}"/><rect x="40" y="236" width="14" height="24" fill="${wood}"/><rect x="446" y="236" width="14" height="24" fill="${wood}"/>`;
    case "Bedroom":
      return `<rect x="40" y="10" width="420" height="150" rx="18" fill="${shade(accent, 0.2)}"/><rect x="20" y="130" width="460" height="100" rx="14" fill="#fbf3e6"/><rect x="20" y="170" width="460" height="60" rx="10" fill="${fabric}"/><rect x="70" y="100" width="130" height="50" rx="18" fill="#fffaf2"/><rect x="300" y="100" width="130" height="50" rx="18" fill="#fffaf2"/><rect x="30" y="230" width="16" height="30" fill="${wood}"/><rect x="454" y="230" width="16" height="30" fill="${wood}"/>`;
    case "Dining Room":
      return `<path d="M250 -400V40" stroke="#3b230e" stroke-width="3"/><path d="M200 70h100l-20-34h-60z" fill="${accent}"/><rect x="60" y="140" width="380" height="20" rx="6" fill="${wood}"/><rect x="90" y="160" width="16" height="100" fill="${wood}"/><rect x="394" y="160" width="16" height="100" fill="${wood}"/><path d="M10 90v170M10 170h70v90" stroke="${shade(wood, -0.2)}" stroke-width="12" fill="none"/><path d="M490 90v170M490 170h-70v90" stroke="${shade(wood, -0.2)}" stroke-width="12" fill="none"/><circle cx="200" cy="128" r="14" fill="#fbf3e6"/><circle cx="300" cy="128" r="14" fill="#fbf3e6"/>`;
    case "Kitchen":
      return `<rect x="-140" y="110" width="780" height="150" fill="${shade(accent, 0.45)}"/><rect x="-150" y="96" width="800" height="18" fill="#e9dccb"/>${[
        -120, 40, 200, 360, 520,
      ]
        .map(
          (x) =>
            `<rect x="${x}" y="130" width="120" height="112" rx="6" fill="none" stroke="${shade(accent, 0.1)}" stroke-width="4"/>`,
        )
        .join(
          "",
        )}<path d="M250 96V56h30v12" stroke="#8d8378" stroke-width="8" fill="none"/><rect x="360" y="66" width="60" height="30" rx="8" fill="${fabric}"/>`;
    case "Bathroom":
      return `<rect x="-200" y="-60" width="900" height="320" fill="url(#tiles)"/><path d="M40 120h420v40a90 90 0 0 1-90 90H130a90 90 0 0 1-90-90z" fill="#fffdf9" stroke="#d9c9b2" stroke-width="4"/><rect x="30" y="108" width="440" height="18" rx="9" fill="#fffdf9" stroke="#d9c9b2" stroke-width="4"/><path d="M420 108V60h-30" stroke="#8d8378" stroke-width="8" fill="none"/><rect x="120" y="70" width="90" height="38" rx="8" fill="${fabric}"/>`;
  }
}

function plant(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M40 0c-30-40-10-90 0-110 10 20 30 70 0 110z" fill="#6f7d4a"/><path d="M40 0c-60-20-70-60-70-80 30 10 60 40 70 80z" fill="#84915a"/><path d="M40 0c50-30 60-60 60-80-30 10-55 40-60 80z" fill="#5e6b3c"/><path d="M10 0h60l-8 60H18z" fill="#b7772a"/></g>`;
}

function wallDecor(style: GalleryStyle, accent: string, x: number): string {
  switch (style) {
    case "Traditional":
      return `<path d="M0 560H${W}" stroke="#fff" stroke-opacity=".6" stroke-width="6"/>${[0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<rect x="${i * 200 + 20}" y="590" width="160" height="150" fill="none" stroke="#000" stroke-opacity=".07" stroke-width="4"/>`,
        )
        .join("")}`;
    case "Contemporary":
      return `<circle cx="${x}" cy="260" r="70" fill="${accent}" fill-opacity=".25"/><circle cx="${x + 40}" cy="300" r="46" fill="${accent}" fill-opacity=".35"/>`;
    case "Modern":
      return `<rect x="${x - 70}" y="200" width="140" height="180" fill="#fff" stroke="${accent}" stroke-width="6"/><path d="M${x - 50} 340l40-60 30 40 20-20 30 40z" fill="${accent}" fill-opacity=".7"/>`;
    case "Minimalist":
      return `<path d="M${x - 60} 300h120" stroke="${accent}" stroke-opacity=".4" stroke-width="6" stroke-linecap="round"/>`;
  }
}

function svg(item: GalleryItem, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${defs(item, fabricOf(item))}${body}</svg>\n`;
}

function fabricOf(item: GalleryItem): string {
  if (item.treatment === "blackout") return "#4a2c1c";
  if (item.treatment === "sheer") return "#f6ead6";
  return FABRICS[(item.id - 1) % FABRICS.length]!;
}

function room(item: GalleryItem, view: "main" | "open" | "room"): string {
  const c = WALLS[item.style];
  const fabric = fabricOf(item);
  const door = item.treatment === "vertical-blinds";
  const win: Box =
    view === "main"
      ? { x: 360, y: 150, w: 480, h: door ? FLOOR_Y - 170 : 470 }
      : view === "open"
        ? { x: 300, y: 120, w: 600, h: door ? FLOOR_Y - 140 : 560 }
        : { x: 700, y: 180, w: 330, h: door ? FLOOR_Y - 200 : 360 };
  const floor = `${rect({ x: 0, y: FLOOR_Y, w: W, h: H - FLOOR_Y }, c.floor)}${[0, 1, 2, 3]
    .map((i) => `<path d="M0 ${FLOOR_Y + 14 + i * 32}H${W}" stroke="#000" stroke-opacity=".08" stroke-width="3"/>`)
    .join("")}`;
  const glow = `<path d="M${win.x} ${win.y + win.h}L${win.x - 120} ${H}H${win.x + win.w + 120}L${win.x + win.w} ${win.y + win.h}z" fill="url(#light)"/>`;
  const decorX = view === "room" ? 360 : 180;
  const piece =
    view === "open"
      ? plant(win.x + win.w - 110, win.y + win.h + 10, 0.7)
      : view === "main"
        ? `<g transform="translate(${item.room === "Kitchen" || item.room === "Bathroom" ? 350 : 40} ${FLOOR_Y - 200}) scale(0.78)">${furniture(item.room, c.accent, fabric)}</g>${item.room === "Kitchen" || item.room === "Bathroom" ? "" : plant(1020, FLOOR_Y, 1.1)}`
        : `<g transform="translate(60 ${FLOOR_Y - 300}) scale(1.16)">${furniture(item.room, c.accent, fabric)}</g><ellipse cx="420" cy="${FLOOR_Y + 70}" rx="360" ry="40" fill="${c.accent}" fill-opacity=".18"/>${plant(1070, FLOOR_Y, 0.9)}`;
  return svg(
    item,
    `${rect({ x: 0, y: 0, w: W, h: H }, c.wall)}${view === "open" ? "" : wallDecor(item.style, c.accent, decorX)}${floor}${outside(win, item)}${windowFrame(win, c.trim)}${glow}${treatment(item.treatment, win, fabric, view === "open" ? "open" : "closed")}${piece}`,
  );
}

/** Where the close-up looks, in the main view's coordinates: the part of the treatment that shows its make. */
const FOCUS: Record<Treatment, [number, number]> = {
  roller: [600, 441],
  motorized: [800, 400],
  solar: [600, 441],
  roman: [600, 400],
  cellular: [600, 455],
  pleated: [600, 360],
  "woven-wood": [560, 400],
  "wood-blinds": [470, 330],
  "mini-blinds": [470, 330],
  "vertical-blinds": [600, 360],
  sheer: [330, 200],
  blackout: [330, 200],
  cafe: [420, 420],
  drapery: [330, 200],
  "motorized-drapery": [330, 200],
};

const ZOOM = 2.6;

/** The material, close up: the main picture magnified around the treatment's most telling part. */
function detail(item: GalleryItem): string {
  const [fx, fy] = FOCUS[item.treatment];
  const halfW = W / (2 * ZOOM);
  const halfH = H / (2 * ZOOM);
  const x = Math.min(Math.max(fx, halfW), W - halfW);
  const y = Math.min(Math.max(fy, halfH), H - halfH);
  const scene = room(item, "main")
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\n$/, "");
  const body = scene.replace(/^<defs>[\s\S]*?<\/defs>/, "");
  return svg(
    item,
    `<g transform="translate(${W / 2 - x * ZOOM} ${H / 2 - y * ZOOM}) scale(${ZOOM})">${body}</g><rect width="${W}" height="${H}" fill="url(#sheen)"/>`,
  );
}

const outDir = path.resolve("public/images/gallery");
mkdirSync(outDir, { recursive: true });
for (const item of galleryItems) {
  writeFileSync(path.join(outDir, `${item.id}.svg`), room(item, "main"));
  writeFileSync(path.join(outDir, `${item.id}-detail.svg`), detail(item));
  writeFileSync(path.join(outDir, `${item.id}-open.svg`), room(item, "open"));
  writeFileSync(path.join(outDir, `${item.id}-room.svg`), room(item, "room"));
}
console.log(`artwork: ${galleryItems.length * 4} pictures in ${path.relative(process.cwd(), outDir)}`);
