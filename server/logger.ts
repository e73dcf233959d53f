type Level = "error" | "warn" | "info" | "debug";
const ORDER: Record<Level | "silent", number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

let threshold = ORDER[(process.env.LOG_LEVEL as Level | "silent") ?? "info"] ?? ORDER.info;

export function setLogLevel(level: Level | "silent") {
  threshold = ORDER[level];
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (ORDER[level] > threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/** One JSON line per event, so logs can be searched and shipped as they are. */
export const logger = {
  error: (m: string, f?: Record<string, unknown>) => write("error", m, f),
  warn: (m: string, f?: Record<string, unknown>) => write("warn", m, f),
  info: (m: string, f?: Record<string, unknown>) => write("info", m, f),
  debug: (m: string, f?: Record<string, unknown>) => write("debug", m, f),
};
