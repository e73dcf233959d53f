/**
 * The production recipe of deploy/ checked without running it (`npm run prod:check` runs it): the
 * environment file, the systemd units (and `systemd-analyze verify` / `security` when present), the
 * Caddyfile (adapted by Caddy when present), the Dockerfile (dockerfile-utils' validator — hadolint
 * is not packaged for Debian — and the rules below) and compose.yaml; and that every setting they
 * name is one the server reads (server/env.ts) and the README's configuration table explains, and
 * that each holds every setting the README marks as required in production.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { validate } from "dockerfile-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EnvError, EnvSchema, parseEnv } from "../server/env.ts";
import {
  DEPLOY,
  deployFile,
  envNames,
  parseDockerfile,
  parseEnvFile,
  readDeploy,
  readmeSettings,
  readUnit,
  requiredInProduction,
  ROOT,
  unitCommand,
  unitEnvironment,
  unitValue,
  unitValues,
} from "./deploy-recipe.ts";

const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
const DOCUMENTED = readmeSettings(README);
const READ_BY_SERVER = Object.keys(EnvSchema.shape);
const REQUIRED = requiredInProduction(README);
const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** Names that are not settings of the site but of the system around it. */
const NOT_SITE_SETTINGS = new Set(["PATH"]);

function expectKnownSettings(names: string[], where: string) {
  const settings = names.filter((n) => !NOT_SITE_SETTINGS.has(n));
  expect(settings.length, where).toBeGreaterThan(0);
  expect(
    settings.filter((n) => !READ_BY_SERVER.includes(n)),
    `${where}: not read by server/env.ts`,
  ).toEqual([]);
  expect(
    settings.filter((n) => !DOCUMENTED.includes(n)),
    `${where}: not in the README's table`,
  ).toEqual([]);
}

describe("the README's list of settings", () => {
  it("documents every setting server/env.ts reads, and marks the ones production requires", () => {
    expect(READ_BY_SERVER.filter((n) => !DOCUMENTED.includes(n))).toEqual([]);
    expect(REQUIRED).toEqual(expect.arrayContaining(["SITE_URL", "DATABASE_URL", "TRUST_PROXY", "SECRET_KEY"]));
    expect(REQUIRED.filter((n) => !DOCUMENTED.includes(n))).toEqual([]);
  });

  it("names every file of deploy/ in its Production section, and prod:check in its scripts", () => {
    const production = README.split(/^## /m).find((s) => s.startsWith("Production\n")) ?? "";
    const files = readdirSync(DEPLOY, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(DEPLOY, path.join(e.parentPath, e.name)));
    expect(files.filter((f) => !production.includes(path.basename(f)))).toEqual([]);
    expect(README).toContain("`npm run prod:check`");
  });
});

describe("deploy/site.env.example", () => {
  const env = parseEnvFile(readDeploy("site.env.example"));

  it("holds settings the server reads and the README explains, every required one among them", () => {
    expectKnownSettings(Object.keys(env), "site.env.example");
    expect(REQUIRED.filter((n) => !(n in env) && !["PORT", "HOST"].includes(n))).toEqual([]);
  });

  it("keeps the server from starting until its secret key is replaced, and is valid once it is", () => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(/SECRET_KEY/);
    const parsed = parseEnv({ ...env, SECRET_KEY: "0123456789abcdef".repeat(4) });
    expect(parsed.SITE_URL).toMatch(/^https:\/\//);
    expect(parsed.TRUST_PROXY).toEqual(["127.0.0.1"]);
    expect(parsed.DATABASE_URL).toMatch(/^postgres:\/\/site:/);
  });
});

describe("deploy/systemd", () => {
  const site = readUnit("site@.service");
  const backup = readUnit("site-backup.service");
  const timer = readUnit("site-backup.timer");

  it("runs each instance as its own port, as the dedicated user, restarted on failure, from one environment file", () => {
    expect(unitValue(site, "Service", "User")).toBe("site");
    expect(unitValue(site, "Service", "Restart")).toBe("on-failure");
    expect(unitValue(site, "Service", "EnvironmentFile")).toBe("/etc/site/site.env");
    expect(unitValue(site, "Service", "WorkingDirectory")).toBe("/srv/site/current");
    expect(unitCommand(site)).toEqual(["/usr/local/bin/node", "server/main.ts"]);
    expect(unitEnvironment(site, "3001")).toEqual({ NODE_ENV: "production", PORT: "3001", HOST: "127.0.0.1" });
    expect(unitValue(site, "Install", "WantedBy")).toBe("multi-user.target");
  });

  it("hardens the instances and the backup: nothing writable but their data and backup directories", () => {
    for (const unit of [site, backup]) {
      for (const [key, value] of [
        ["NoNewPrivileges", "yes"],
        ["ProtectSystem", "strict"],
        ["ProtectHome", "yes"],
        ["PrivateTmp", "yes"],
        ["CapabilityBoundingSet", ""],
        ["UMask", "0077"],
      ])
        expect(unitValue(unit, "Service", key!), key).toBe(value);
      // V8 compiles to memory it then runs.
      expect(unitValue(unit, "Service", "MemoryDenyWriteExecute")).toBeUndefined();
    }
    expect(unitValues(site, "Service", "ReadWritePaths")).toEqual(["/var/lib/site"]);
    expect(unitValues(backup, "Service", "ReadWritePaths")).toEqual(["/var/backups/site"]);
  });

  it("backs up nightly with the backup command, catching up a missed night", () => {
    expect(unitValue(backup, "Service", "Type")).toBe("oneshot");
    for (const key of ["User", "WorkingDirectory", "EnvironmentFile"])
      expect(unitValue(backup, "Service", key), key).toBe(unitValue(site, "Service", key));
    const [shell, script, dir] = unitCommand(backup);
    expect([shell, dir]).toEqual(["/bin/sh", "/var/backups/site"]);
    expect(readFileSync(path.join(ROOT, script!), "utf8")).toContain("node scripts/db.ts backup");
    expect(unitValue(timer, "Timer", "OnCalendar")).toMatch(/^\*-\*-\* 0\d:00:00$/);
    expect(unitValue(timer, "Timer", "Persistent")).toBe("true");
    expect(unitValue(timer, "Install", "WantedBy")).toBe("timers.target");
  });

  it("names only settings the server reads and the README explains", () => {
    expectKnownSettings(
      [...Object.keys(unitEnvironment(site)), ...Object.keys(unitEnvironment(backup))],
      "the units' Environment=",
    );
  });

  describe.skipIf(!has("systemd-analyze"))("systemd-analyze", () => {
    // The units as installed, with this machine's Node where they expect /usr/local/bin/node.
    let dir = "";
    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), "units-"));
      for (const name of readdirSync(path.join(DEPLOY, "systemd"))) {
        const text = readFileSync(path.join(DEPLOY, "systemd", name), "utf8");
        writeFileSync(path.join(dir, name), text.replaceAll("/usr/local/bin/node", process.execPath));
      }
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const analyze = (...args: string[]) => spawnSync("systemd-analyze", args, { cwd: dir, encoding: "utf8" });

    it("verifies the units", () => {
      const result = analyze(
        "verify",
        "--man=no",
        "./site@3001.service",
        "./site-backup.service",
        "./site-backup.timer",
      );
      expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
      expect(result.status).toBe(0);
    });

    it("rates the instance's exposure low", () => {
      const result = analyze("security", "--offline=yes", "--no-pager", "./site@3001.service");
      const level = /Overall exposure level for site@3001\.service: ([\d.]+)/.exec(result.stdout)?.[1];
      if (level === undefined) return; // systemd older than 250: no offline analysis
      expect(Number(level)).toBeLessThanOrEqual(2);
    });
  });
});

describe("deploy/Caddyfile", () => {
  const text = readDeploy("Caddyfile");

  it("leaves compression to the site and checks the instances' health", () => {
    expect(text).not.toMatch(/^\s*encode\b/m);
    expect(text).toMatch(/^\s*health_uri \/healthz$/m);
    expect(text).toMatch(/^\s*lb_try_duration \d+s$/m);
  });

  it("sends to the ports the units and the rolling restart use, from the address TRUST_PROXY believes", () => {
    const upstreams = /\{\$SITE_UPSTREAMS:([^}]+)\}/.exec(text)?.[1]?.split(" ");
    expect(upstreams).toEqual(["127.0.0.1:3001", "127.0.0.1:3002"]);
    expect(readDeploy("rolling-restart.sh")).toContain("ports=${SITE_PORTS:-3001 3002}");
    expect(parseEnvFile(readDeploy("site.env.example")).TRUST_PROXY).toBe("127.0.0.1");
  });

  describe.skipIf(!has("caddy"))("as Caddy reads it", () => {
    let home = "";
    beforeAll(() => void (home = mkdtempSync(path.join(os.tmpdir(), "caddy-"))));
    afterAll(() => rmSync(home, { recursive: true, force: true }));
    const caddy = (...args: string[]) =>
      spawnSync("caddy", args, { encoding: "utf8", env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home } });

    it("is formatted as `caddy fmt` writes it", () => {
      expect(caddy("fmt", deployFile("Caddyfile")).stdout).toBe(text);
    });

    it("adapts, with production's defaults, to HTTPS for one host in front of both instances", () => {
      const adapted = caddy("adapt", "--config", deployFile("Caddyfile"));
      expect(adapted.status, adapted.stderr).toBe(0);
      const config = JSON.stringify(JSON.parse(adapted.stdout));
      expect(config).toContain('"host":["www.example.com"]');
      expect(config).toContain('"dial":"127.0.0.1:3001"');
      expect(config).toContain('"dial":"127.0.0.1:3002"');
      expect(config).toContain('"compression":false');
      expect(config).not.toContain('"handler":"encode"');
      expect(config).toContain('"http_port":80');
      expect(config).not.toContain('"https_port"');
    });
  });
});

describe("deploy/Dockerfile", () => {
  const text = readDeploy("Dockerfile");
  const instructions = parseDockerfile(text);
  const last = Math.max(...instructions.map((i) => i.stage));
  const final = instructions.filter((i) => i.stage === last);
  const of = (name: string, list = instructions) => list.filter((i) => i.instruction === name);

  it("passes dockerfile-utils' validator", () => {
    expect(validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it("builds in one stage and runs in another, from tagged images", () => {
    const from = of("FROM");
    expect(from.length).toBeGreaterThanOrEqual(2);
    const stages: string[] = [];
    for (const { args } of from) {
      const [image, as, name] = args.split(/\s+/);
      expect(image).toMatch(/^[\w./-]+:[\w.-]+$/);
      expect(image).not.toMatch(/:latest$/);
      if (as?.toUpperCase() === "AS") stages.push(name!);
    }
    for (const copy of of("COPY")) {
      const source = /--from=(\S+)/.exec(copy.args)?.[1];
      if (source) expect(stages.slice(0, copy.stage)).toContain(source);
    }
  });

  it("runs as a user that is not root, with a health check on /healthz and the server in exec form", () => {
    const user = of("USER", final).at(-1)?.args;
    expect(user).toBeDefined();
    expect(["root", "0", "0:0"]).not.toContain(user);
    expect(of("HEALTHCHECK", final).at(-1)?.args).toMatch(/\/healthz/);
    expect(JSON.parse(of("CMD", final).at(-1)!.args)).toEqual(["node", "server/main.ts"]);
    const env = Object.fromEntries(
      of("ENV", final).flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
    );
    expect(env).toMatchObject({ NODE_ENV: "production" });
    expect(of("EXPOSE", final).map((i) => i.args)).toEqual([env.PORT]);
  });

  it("follows the usual rules: no ADD, lean apt installs, SITE_URL given at build time", () => {
    expect(of("ADD")).toEqual([]);
    for (const run of of("RUN").filter((i) => i.args.includes("apt-get install"))) {
      expect(run.args).toContain("--no-install-recommends");
      expect(run.args).toContain("rm -rf /var/lib/apt/lists/*");
    }
    expect(of("ARG").map((i) => i.args)).toContain("SITE_URL");
  });

  it("names only settings the server reads and the README explains", () => {
    expectKnownSettings(
      of("ENV").flatMap((i) => envNames(i.args)),
      "Dockerfile ENV",
    );
  });

  it("keeps secrets and local state out of the build context", () => {
    const ignored = readDeploy("Dockerfile.dockerignore").split("\n");
    expect(ignored).toEqual(expect.arrayContaining([".git", "node_modules", ".env", "deploy/.env", "data"]));
  });
});

describe("deploy/compose.yaml", () => {
  type Service = {
    build?: { context: string; dockerfile: string };
    image?: string;
    environment?: Record<string, string>;
    ports?: string[];
    volumes?: string[];
    restart?: string;
  };
  const compose = parse(readDeploy("compose.yaml")) as { services: Record<string, Service> };
  const { services } = compose;
  const sites = ["site1", "site2"].map((name) => services[name]!);
  const port = /PORT=(\d+)/.exec(readDeploy("Dockerfile"))?.[1];

  it("runs PostgreSQL, two instances of the site's image and Caddy, each restarted", () => {
    expect(Object.keys(services).sort()).toEqual(["caddy", "postgres", "site1", "site2"]);
    for (const site of sites) {
      expect(site.build).toEqual(expect.objectContaining({ context: "..", dockerfile: "deploy/Dockerfile" }));
      expect(existsSync(path.join(DEPLOY, site.build!.context, site.build!.dockerfile))).toBe(true);
    }
    for (const [name, service] of Object.entries(services)) expect(service.restart, name).toBe("unless-stopped");
  });

  it("publishes Caddy only, in front of both instances, with the recipe's Caddyfile", () => {
    for (const name of ["site1", "site2", "postgres"]) expect(services[name]!.ports, name).toBeUndefined();
    const caddy = services.caddy!;
    expect(caddy.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
    expect(caddy.environment?.SITE_UPSTREAMS).toBe(`site1:${port} site2:${port}`);
    expect(caddy.volumes).toContain("./Caddyfile:/etc/caddy/Caddyfile:ro");
  });

  it("gives the instances settings the server reads and the README explains, every required one among them", () => {
    for (const site of sites) {
      const names = Object.keys(site.environment ?? {});
      expectKnownSettings(names, "compose.yaml");
      expect(REQUIRED.filter((n) => !names.includes(n) && !["PORT", "HOST"].includes(n))).toEqual([]);
    }
  });

  it("takes every value it needs from deploy/.env, and compose.env.example lists each", () => {
    const used = new Set([...readDeploy("compose.yaml").matchAll(/\$\{(\w+)/g)].map((m) => m[1]!));
    const example = parseEnvFile(readDeploy("compose.env.example"));
    expect([...used].filter((n) => !(n in example))).toEqual([]);
    expect(Object.keys(example).filter((n) => !used.has(n))).toEqual([]);
  });
});

describe("deploy/*.sh", () => {
  it.each(readdirSync(DEPLOY).filter((f) => f.endsWith(".sh")))("%s is valid POSIX shell", (name) => {
    const result = spawnSync(has("dash") ? "dash" : "sh", ["-n", deployFile(name)], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
