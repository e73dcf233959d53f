import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, type RequestLayer } from "./http/app.ts";
import { EnvError, parseEnv, type Env } from "./env.ts";
import { logger, setLogLevel } from "./logger.ts";
import { exists, StaticFiles } from "./http/static-files.ts";

export type RunningServer = { server: Server; env: Env; url: string; close: () => Promise<void> };

/** Hooks that later features (lead API, outbox worker) plug into. */
export type Plugin = {
  layers?: RequestLayer[];
  services?: Record<string, unknown>;
  close?: () => Promise<void>;
};

export async function startServer(
  source: Record<string, string | undefined> = process.env,
  plugins: ((env: Env) => Promise<Plugin>)[] = [],
): Promise<RunningServer> {
  const env = parseEnv(source);
  setLogLevel(env.LOG_LEVEL);
  const buildDir = path.resolve(env.BUILD_DIR);
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!exists(serverEntry)) {
    throw new EnvError(`No production build at ${buildDir}. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const staticFiles = new StaticFiles(path.join(buildDir, "client"));

  const loaded: Plugin[] = [];
  for (const plugin of plugins) loaded.push(await plugin(env));
  const services = Object.assign({}, ...loaded.map((p) => p.services ?? {}));
  const listener = createApp({
    env,
    build,
    staticFiles,
    layers: loaded.flatMap((p) => p.layers ?? []),
    services,
  });

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 }, (req, res) => {
    void listener(req, res);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${port}`;
  logger.info("server listening", { url, files: staticFiles.size });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a moment to finish before sockets are cut.
        setTimeout(() => server.closeAllConnections(), 5_000).unref();
      });
      for (const plugin of loaded.reverse()) await plugin.close?.();
    })());
  return { server, env, url, close };
}

async function main() {
  let running: RunningServer;
  try {
    const { defaultPlugins } = await import("./features.ts");
    running = await startServer(process.env, defaultPlugins);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  console.log(`Site ready at ${running.url}`);
  const stop = (signal: string) => {
    logger.info("shutting down", { signal });
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error("shutdown failed", { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
