import { afterAll, beforeAll } from "vitest";

/**
 * Something one test file starts before its tests and stops after them: a throwaway database server, a third
 * party's fake. Answers a function that gives it inside a test or a hook (`twilio()`), where it is running.
 */
export function forFile<T extends { stop(): unknown }>(what: string, start: () => Promise<T>): () => T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.stop();
  });
  return () => {
    if (!running) throw new Error(`${what} is not running: it is for tests and hooks`);
    return running;
  };
}
