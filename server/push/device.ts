/** A device as staff tell theirs apart on the settings page: "Android phone, Chrome". Read from its User-Agent. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent.slice(0, 500);
  const system = SYSTEMS.find(([test]) => test.test(ua))?.[1] ?? "Device";
  const browser = BROWSERS.find(([test]) => test.test(ua))?.[1];
  return browser ? `${system}, ${browser}` : system;
}

// The first match wins: iPads and Android phones also say "Mac" or "Linux", Edge and Samsung's browser also say Chrome.
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android.*Mobile/, "Android phone"],
  [/Android/, "Android tablet"],
  [/Windows/, "Windows computer"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux computer"],
];

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
