/**
 * Development only (`npm run dev`): the same server, with Vite's middleware in front of the API and the pages, React
 * Router's build compiled on demand, and hot reload over the server's own port. Never imported in production. Vite
 * logs through console.*, which the server turns into JSON lines (logger.ts).
 */
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

export async function startVite(server: Server) {
  const vite = await createServer({
    server: { middlewareMode: { server }, hmr: { server } },
    appType: "custom",
    clearScreen: false,
  });
  return {
    middleware: vite.middlewares as unknown as RequestHandler,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
