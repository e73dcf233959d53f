import { format, stripVTControlCharacters } from "node:util";

type Level = "error" | "warn" | "info" | "debug";
const ORDER: Record<Level | "silent", number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

let threshold = ORDER[process.env.LOG_LEVEL as Level | "silent"] ?? ORDER.info;

export function setLogLevel(level: Level | "silent") {
  threshold = ORDER[level];
}

const line = (level: Level, message: string, fields?: Record<string, unknown>) =>
  JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }) + "\n";

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (ORDER[level] > threshold) return;
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line(level, message, fields));
}

/** One JSON line per event, so logs can be searched and shipped as they are. */
export const logger = {
  error: (m: string, f?: Record<string, unknown>) => write("error", m, f),
  warn: (m: string, f?: Record<string, unknown>) => write("warn", m, f),
  info: (m: string, f?: Record<string, unknown>) => write("info", m, f),
  debug: (m: string, f?: Record<string, unknown>) => write("debug", m, f),
  /** Written whatever LOG_LEVEL says: scripts and tests wait for this line to know the site is up. */
  announce: (m: string, f?: Record<string, unknown>) => process.stdout.write(line("info", m, f)),
};

/**
 * Makes everything the process prints a JSON line: libraries that write with console.* (React Router reports render
 * errors that way), Node's warnings, and errors nobody caught. Called by the server's entry point, never by a library.
 */
export function jsonConsole(): void {
  for (const level of ["error", "warn", "info", "debug"] as const)
    console[level] = (...args: unknown[]) => write(level, stripVTControlCharacters(format(...args)));
  console.log = console.info;
  // Node prints warnings through its own listener; ours replaces it.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => write("warn", warning.message, { name: warning.name }));
  const fatal = (message: string) => (error: unknown) => {
    process.stderr.write(line("error", message, { error: (error as Error)?.stack ?? String(error) }));
    process.exit(1);
  };
  process.on("uncaughtException", fatal("uncaught exception"));
  process.on("unhandledRejection", fatal("unhandled rejection"));
}
