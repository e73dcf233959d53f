import type { Plugin } from "vite";

/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later): with this comment as the file's first line,
 * V8 compiles every function of the file with the script, on the background thread that streams it, instead of
 * compiling each function on the main thread the first time it is called.
 */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the chunks that carry React DOM (the form islands) for eager compilation (decision 0014, "Starting without
 * blocking a press").
 *
 * An island's chunk is fetched after the page's first interaction and its functions are called at once: React DOM
 * hydrates the form and commits it. Compiled lazily, the first commit also compiled React DOM's commit functions on
 * the main thread, inside the task a visitor's next key or click waits behind. Measured on the quote form at 4x CPU
 * (docs/benchmarks.md): that task went from about 40 ms to 19–32 ms with the hint.
 *
 * Other chunks are left as they are: the site script of content pages calls few of its functions on load, and
 * compiling what is never called costs memory and the streaming thread's time. Browsers other than Chrome read the
 * line as a comment.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    // The minifier drops comments, so the hint is written into the finished chunk. The chunk's name still changes
    // with it: a cached file without the hint is never taken for one with it.
    augmentChunkHash(chunk) {
      if (carriesReactDom(chunk.moduleIds)) return ALL_FUNCTIONS_CALLED_ON_LOAD;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && carriesReactDom(output.moduleIds)) output.code = withCompileHint(output.code);
      }
    },
  };
}

/** Whether a chunk holds React DOM's client (a hint pays where a renderer starts at once). */
export function carriesReactDom(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id));
}

/** The code with the hint as its first line; a second run leaves it as it is. */
export function withCompileHint(code: string): string {
  if (code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)) return code;
  return ALL_FUNCTIONS_CALLED_ON_LOAD + code;
}
