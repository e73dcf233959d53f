/**
 * Uploads handled at the same time per process, from the first byte read to the last photo
 * re-encoded; the others wait, unread, with TCP holding their bytes back. Memory stays bounded
 * by this many bodies (at most 40 MB each), however many visitors send photos at once
 * (docs/benchmarks.md, Uploads). The server's request timeout bounds how long a slow sender
 * can hold a turn.
 */
const PARALLEL_UPLOADS = 2;
let reading = 0;
const waiting: (() => void)[] = [];
export async function uploadTurn(): Promise<() => void> {
  if (reading >= PARALLEL_UPLOADS) await new Promise<void>((resolve) => waiting.push(resolve));
  reading++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    reading--;
    waiting.shift()?.();
  };
}
