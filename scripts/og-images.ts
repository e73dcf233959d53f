/**
 * Generates the link-preview images (public/og/*.png, 1200x630) and the app
 * icons (public/icons/*.png) from SVG drawings. The PNGs are committed; run
 * again after changing a drawing: `node scripts/og-images.ts`.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public");
const C = {
  paper: "#fdf8f1",
  light: "#f8ecd9",
  sand: "#efd3a8",
  amber: "#d79a45",
  mid: "#b7772a",
  brown: "#7a4716",
  dark: "#3b230e",
  glass: "#cfe3ea",
  sky: "#e9f2f4",
};

/** Window frame 420x430 at (700, 100); `inner` is drawn inside it. */
function windowWith(inner: string, frame = true) {
  return `
  <g transform="translate(700 100)">
    ${frame ? `<rect x="0" y="0" width="420" height="430" rx="6" fill="${C.brown}"/>` : ""}
    ${frame ? `<rect x="18" y="18" width="384" height="394" fill="${C.sky}"/>` : ""}
    ${frame ? `<path d="M18 300 L120 200 L200 260 L300 170 L402 250 L402 412 L18 412 Z" fill="${C.glass}"/>` : ""}
    ${inner}
  </g>`;
}

const slats = (n: number, y0: number, h: number, gap: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="10" y="${y0 + i * gap}" width="400" height="${h}" rx="3" fill="${C.light}" stroke="${C.mid}" stroke-width="2"/>`,
  ).join("");

const folds = (x: number, w: number, n: number, color: string, top = 0, bottom = 470) =>
  Array.from({ length: n }, (_, i) => {
    const fx = x + (i * w) / n;
    const fw = w / n;
    return `<path d="M${fx} ${top} h${fw} v${bottom - top} q-${fw / 2} 14 -${fw} 0 Z" fill="${i % 2 ? color : shade(color)}"/>`;
  }).join("");

function shade(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.round(v * 0.86));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => f(v).toString(16).padStart(2, "0")).join("")}`;
}

const rod = (y = -14) =>
  `<rect x="-40" y="${y}" width="500" height="10" rx="5" fill="${C.dark}"/><circle cx="-44" cy="${y + 5}" r="14" fill="${C.mid}"/><circle cx="464" cy="${y + 5}" r="14" fill="${C.mid}"/>`;

const drawings: Record<string, { title: string; art: string }> = {
  site: {
    title: "Premium Custom Blinds &amp; Curtains",
    art: windowWith(
      `${slats(6, 24, 18, 26)}${rod()}${folds(-30, 90, 3, C.amber, -4)}${folds(360, 90, 3, C.amber, -4)}`,
    ),
  },
  blinds: { title: "Custom Blinds", art: windowWith(slats(13, 22, 20, 30)) },
  curtains: {
    title: "Custom Curtains",
    art: windowWith(`${rod()}${folds(-20, 150, 5, C.amber, -4)}${folds(290, 150, 5, C.amber, -4)}`),
  },
  shades: {
    title: "Custom Shades",
    art: windowWith(
      `<rect x="10" y="10" width="400" height="26" rx="12" fill="${C.mid}"/><rect x="18" y="30" width="384" height="210" fill="${C.sand}"/><rect x="18" y="236" width="384" height="12" rx="4" fill="${C.brown}"/><circle cx="210" cy="262" r="8" fill="${C.dark}"/>`,
    ),
  },
  drapery: {
    title: "Custom Drapery",
    art: windowWith(`${rod()}${folds(-30, 170, 7, C.mid, -4, 500)}${folds(280, 170, 7, C.mid, -4, 500)}`),
  },
  accessories: {
    title: "Window Treatment Accessories",
    art: windowWith(
      `${rod(30)}${folds(-20, 120, 4, C.amber, 40)}<path d="M-26 260 q70 30 140 0" stroke="${C.dark}" stroke-width="10" fill="none"/><circle cx="44" cy="276" r="12" fill="${C.dark}"/>`,
    ),
  },
  motorized: {
    title: "Motorized Window Treatments",
    art: `${windowWith(
      `<rect x="10" y="10" width="400" height="26" rx="12" fill="${C.mid}"/><rect x="18" y="30" width="384" height="170" fill="${C.sand}"/><rect x="18" y="196" width="384" height="12" rx="4" fill="${C.brown}"/>`,
    )}<g transform="translate(1020 380)"><rect width="90" height="170" rx="22" fill="${C.dark}"/><circle cx="45" cy="48" r="20" fill="${C.amber}"/><rect x="25" y="92" width="40" height="12" rx="6" fill="${C.light}"/><rect x="25" y="116" width="40" height="12" rx="6" fill="${C.light}"/></g>`,
  },
  services: {
    title: "Design, Measuring &amp; Installation",
    art: `${windowWith(slats(6, 24, 18, 26))}<g transform="translate(640 470) rotate(-8)"><rect width="380" height="52" rx="8" fill="${C.amber}"/>${Array.from({ length: 19 }, (_, i) => `<rect x="${14 + i * 19}" y="0" width="3" height="${i % 2 ? 16 : 28}" fill="${C.dark}"/>`).join("")}</g>`,
  },
  gallery: {
    title: "Our Projects Gallery",
    art: `<g transform="translate(690 110)">${[0, 1, 2, 3]
      .map((i) => {
        const x = (i % 2) * 220;
        const y = Math.floor(i / 2) * 210;
        const fill = [C.amber, C.mid, C.sand, C.brown][i];
        return `<rect x="${x}" y="${y}" width="200" height="190" rx="10" fill="${C.light}" stroke="${C.brown}" stroke-width="4"/><rect x="${x + 20}" y="${y + 20}" width="160" height="150" fill="${fill}"/>${[0, 1, 2, 3, 4].map((k) => `<rect x="${x + 20}" y="${y + 28 + k * 28}" width="160" height="6" fill="${C.paper}" opacity="0.6"/>`).join("")}`;
      })
      .join("")}</g>`,
  },
};

function card(title: string, art: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${C.paper}"/>
  <rect x="0" y="0" width="1200" height="12" fill="${C.brown}"/>
  <rect x="0" y="618" width="1200" height="12" fill="${C.brown}"/>
  ${art}
  <g font-family="DejaVu Serif, Liberation Serif, serif" fill="${C.dark}">
    <text x="70" y="150" font-size="44" font-weight="700"><tspan>Amberwood</tspan><tspan fill="${C.mid}" dx="14">Blinds</tspan></text>
    ${wrap(title, 15)
      .map((line, i) => `<text x="70" y="${270 + i * 76}" font-size="60" font-weight="700">${line}</text>`)
      .join("")}
  </g>
  <text x="70" y="560" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="${C.brown}">Made to measure · Free consultation</text>
</svg>`;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && (last + " " + word).replace(/&amp;/g, "&").length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

mkdirSync(path.join(OUT, "og"), { recursive: true });
mkdirSync(path.join(OUT, "icons"), { recursive: true });

for (const [name, { title, art }] of Object.entries(drawings)) {
  await sharp(Buffer.from(card(title, art)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(OUT, "og", `${name}.png`));
}

const favicon = readFileSync(path.join(OUT, "favicon.svg"));
for (const [file, size] of [
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
] as const) {
  await sharp(favicon, { density: 72 * (size / 64) * 1.2 })
    .resize(size, size)
    .flatten({ background: C.brown })
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, "icons", file));
}
console.log(`og-images: wrote ${Object.keys(drawings).length} preview images and 3 icons`);
