/**
 * The production recipe in deploy/ as data: its environment file, systemd units, Dockerfile and
 * the README's list of settings, read the way systemd, Docker and a reader read them. Used by
 * `npm run prod:check` (which runs the recipe's own files, not copies) and scripts/deploy.test.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const DEPLOY = path.join(ROOT, "deploy");
export const deployFile = (name: string) => path.join(DEPLOY, name);
export const readDeploy = (name: string) => readFileSync(deployFile(name), "utf8");

/**
 * An EnvironmentFile as systemd reads it (and Docker Compose's env_file, for the lines used here):
 * `KEY=value` per line, `#` and `;` comment lines, blank lines, one pair of surrounding quotes removed.
 */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) throw new Error(`not a KEY=value line: ${raw}`);
    const value = m[2]!;
    const quoted = /^(["'])(.*)\1$/.exec(value);
    env[m[1]!] = quoted ? quoted[2]! : value;
  }
  return env;
}

/** A unit file's settings per section, in order; a key may repeat (Environment=, ExecStartPost=…). */
export type Unit = Record<string, [key: string, value: string][]>;

export function parseUnit(text: string): Unit {
  const unit: Unit = {};
  let section: [string, string][] | undefined;
  // A line ending in a backslash goes on on the next one.
  for (const raw of text.replace(/\\\n/g, " ").split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = unit[header[1]!] ??= [];
      continue;
    }
    const eq = line.indexOf("=");
    if (!section || eq < 1) throw new Error(`not a unit file line: ${raw}`);
    section.push([line.slice(0, eq).trim(), line.slice(eq + 1).trim()]);
  }
  return unit;
}

/** Every value of `key` in `section`. */
export const unitValues = (unit: Unit, section: string, key: string) =>
  (unit[section] ?? []).filter(([k]) => k === key).map(([, v]) => v);

/** The single value of `key` in `section` (the last one, as systemd takes a repeated single-value key). */
export const unitValue = (unit: Unit, section: string, key: string) => unitValues(unit, section, key).at(-1);

/** The `Environment=` assignments of a service, with the instance name (`%i`) filled in. */
export function unitEnvironment(unit: Unit, instance = ""): Record<string, string> {
  const env: Record<string, string> = {};
  for (const value of unitValues(unit, "Service", "Environment")) {
    for (const assignment of value.match(/"[^"]*"|\S+/g) ?? []) {
      const text = assignment.replace(/^"(.*)"$/, "$1").replace(/%i/g, instance);
      const eq = text.indexOf("=");
      env[text.slice(0, eq)] = text.slice(eq + 1);
    }
  }
  return env;
}

/** A command line of the unit (`ExecStart=` …) as its words; the recipe's commands use no quoting. */
export function unitCommand(unit: Unit, key = "ExecStart", instance = ""): string[] {
  const line = unitValue(unit, "Service", key);
  if (!line) throw new Error(`no ${key}=`);
  return line.replace(/%i/g, instance).split(/\s+/);
}

export const readUnit = (name: string) => parseUnit(readDeploy(path.join("systemd", name)));

/** One instruction of a Dockerfile, continuation lines joined, with the build stage it belongs to. */
export type Instruction = { line: number; instruction: string; args: string; stage: number };

/** Dockerfile instructions (parser directives and comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  const lines = text.split("\n");
  let stage = -1;
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let line = lines[i]!;
    if (/^\s*(#.*)?$/.test(line)) continue;
    while (/\\\s*$/.test(line) && i + 1 < lines.length) {
      // A comment line inside a continuation is skipped, as Docker does.
      const next = lines[++i]!;
      line = line.replace(/\\\s*$/, " ") + (/^\s*#/.test(next) ? "" : next.trim());
    }
    const m = /^\s*([A-Za-z]+)\s+([\s\S]*)$/.exec(line);
    if (!m) throw new Error(`Dockerfile line ${start + 1}: not an instruction: ${line}`);
    const instruction = m[1]!.toUpperCase();
    if (instruction === "FROM") stage++;
    out.push({ line: start + 1, instruction, args: m[2]!.trim(), stage });
  }
  return out;
}

/** The variable names an `ENV` instruction sets (`ENV A=1 B=2`, or the old `ENV A 1`). */
export function envNames(args: string): string[] {
  if (!args.includes("=")) return [args.split(/\s+/)[0]!];
  return [...args.matchAll(/(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=/g)].map((m) => m[1]!);
}

/** The variables of the README's configuration table (its first column). */
export function readmeSettings(readme: string): string[] {
  const section = readme.split(/^## /m).find((s) => s.startsWith("Configuration\n")) ?? "";
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]!);
}

/** The settings the README's "Production" section marks as required: its line "Required in production: `A`, `B`…". */
export function requiredInProduction(readme: string): string[] {
  const line = /^Required in production[^:]*:(.*)$/m.exec(readme)?.[1] ?? "";
  return [...line.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!);
}
