import { existsSync } from "node:fs";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv, type Env } from "./env.ts";
import { openCore } from "./core.ts";
import type { Feature, FeatureFactory } from "./feature.ts";
import { defaultFeatures } from "./features.ts";
import { createEdge } from "./http/app.ts";
import { jsonConsole, logger, setLogLevel } from "./logger.ts";

export type RunningServer = { server: Server; env: Env; url: string; close: () => Promise<void> };

/** Runs each job every `everyMs`, one run at a time; returns how to stop them and wait for a run in flight. */
function startJobs(features: Feature[]): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const timers = features.flatMap((feature) =>
    (feature.jobs ?? []).map((job) => {
      const tick = () => {
        if (running.has(job.name)) return;
        const failed = (error: unknown) => logger.warn("job failed", { job: job.name, error: String(error) });
        const done = () => running.delete(job.name);
        running.set(job.name, job.run().catch(failed).finally(done));
      };
      if (job.atStart) tick();
      return setInterval(tick, job.everyMs).unref();
    }),
  );
  return async () => {
    timers.forEach(clearInterval);
    await Promise.all(running.values());
  };
}

export async function startServer(
  source: Record<string, string | undefined> = process.env,
  factories: FeatureFactory[] = [],
  /** Development: Vite's dev middleware and hot reload instead of the production build (`npm run dev`). */
  dev = false,
): Promise<RunningServer> {
  const env = parseEnv(source);
  setLogLevel(env.LOG_LEVEL);
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000, keepAliveTimeout: 5_000 });

  // The production path never loads Vite: development brings it in through this import only.
  const vite = dev ? await (await import("./http/dev.ts")).startVite(server) : undefined;
  const buildDir = path.resolve(env.BUILD_DIR);
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!vite && !existsSync(serverEntry))
    throw new EnvError(`No production build at ${buildDir}. Run "npm run build" first.`);
  const build = vite?.build ?? ((await import(pathToFileURL(serverEntry).href)) as ServerBuild);
  const clientDir = vite ? undefined : path.join(buildDir, "client");

  const opened = await openCore(env);
  const features: Feature[] = [];
  try {
    for (const factory of factories) features.push(await factory(opened.core));
  } catch (error) {
    await opened.close();
    throw error;
  }
  opened.startWorker();
  server.on("request", createEdge({ env, features, build, clientDir, devMiddleware: vite?.middleware }));
  // Node hands CONNECT here, not to "request", and drops it unanswered without a listener; the site is no proxy: 501.
  server.on("connect", (_req, socket) => {
    socket.end("HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  await once(server.listen(env.PORT, env.HOST), "listening");
  const stopJobs = startJobs(features);
  const { port } = server.address() as AddressInfo;
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const url = `http://${shownHost}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // close() ends idle connections; requests still running get a moment to finish before sockets are cut.
      const closed = once(server.close(), "close");
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
      await closed;
      await stopJobs();
      await vite?.close();
      for (const feature of features.reverse()) await feature.close?.();
      await opened.close();
    })());
  return { server, env, url, close };
}

async function main() {
  jsonConsole();
  const dev = process.argv.includes("--dev");
  // `npm run dev` needs no settings: development mode, and public URLs on the port it listens on.
  if (dev) {
    process.env.NODE_ENV ??= "development";
    // Vite bakes this into canonical URLs too (vite.config.ts).
    process.env.SITE_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
  }
  const running = await startServer(process.env, defaultFeatures, dev).catch((error: unknown) => {
    if (!(error instanceof EnvError)) throw error;
    logger.error(error.message);
    process.exit(1);
  });
  logger.announce(`Site ready at ${running.url}`, { url: running.url, mode: dev ? "development" : "production" });
  const stop = (signal: NodeJS.Signals) => {
    logger.info("shutting down", { signal });
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error("shutdown failed", { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
