/**
 * Development only (`npm run dev`): the same server, with Vite's dev middleware in
 * front of the API and the pages, React Router's build compiled on demand by Vite,
 * and hot reload over the server's own port. Never imported in production.
 */
import type { Server } from "node:http";
import { stripVTControlCharacters } from "node:util";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createServer, type Logger } from "vite";
import { logger } from "../logger.ts";

/** Vite's messages as our JSON lines (it colours them for a terminal). */
function viteLogger(): Logger {
  const warned = new Set<string>();
  const text = (message: string) => stripVTControlCharacters(message).trim();
  const self: Logger = {
    hasWarned: false,
    info: (message) => logger.info(text(message), { from: "vite" }),
    warn: (message) => {
      self.hasWarned = true;
      logger.warn(text(message), { from: "vite" });
    },
    warnOnce: (message) => {
      if (warned.has(message)) return;
      warned.add(message);
      self.warn(message);
    },
    error: (message, options) =>
      logger.error(text(message), { from: "vite", ...(options?.error ? { error: String(options.error) } : {}) }),
    clearScreen: () => {},
    hasErrorLogged: () => false,
  };
  return self;
}

export async function startVite(server: Server) {
  const vite = await createServer({
    server: { middlewareMode: { server }, hmr: { server } },
    appType: "custom",
    customLogger: viteLogger(),
  });
  return {
    middleware: vite.middlewares as unknown as RequestHandler,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
