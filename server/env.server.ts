import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional());

const bool = z
  .enum(["", "0", "1", "true", "false", "yes", "no"])
  .default("")
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** Every setting the server reads from its environment, validated once at start-up. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  SITE_URL: z.url().default("http://localhost:3000"),
  TRUST_PROXY: bool,
  /** Tile server template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  MAP_TILE_URL: z.string().trim().min(1).default("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Base URL of a Nominatim-compatible geocoder (search and reverse lookups). */
  GEOCODER_URL: z.url().default("https://nominatim.openstreetmap.org"),
  CHAT_PROJECT_ID: z.string().trim().default(""),
  CHAT_RUNTIME_URL: optionalUrl.default(""),
  CHAT_VERSION_ID: z.string().trim().default("production"),
  CHAT_SCRIPT_URL: z.url().default("https://cdn.voiceflow.com/widget-next/bundle.mjs"),
  /** Where the compiled site lives; tests point this at a fixture build. */
  BUILD_DIR: z.string().trim().min(1).default("build"),
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid configuration; the server will not start:\n${lines.join("\n")}`);
  }
  return result.data;
}

export class EnvError extends Error {
  override name = "EnvError";
}
