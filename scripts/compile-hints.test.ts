import { describe, expect, it } from "vitest";
import { ALL_FUNCTIONS_CALLED_ON_LOAD, carriesReactDom, withCompileHint } from "./compile-hints";

describe("compile hints", () => {
  it("puts the hint on the chunk's first line, once, and leaves the code running the same", () => {
    const code = 'var t=(function(){return "café – 36 ⅜ in"})();export{t};';
    const hinted = withCompileHint(code);
    expect(hinted.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)).toBe(true);
    expect(hinted.slice(ALL_FUNCTIONS_CALLED_ON_LOAD.length)).toBe(code);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("marks the chunks that carry React DOM, and only those", () => {
    expect(
      carriesReactDom(["/app/islands/quote.tsx", "/repo/node_modules/react-dom/cjs/react-dom-client.production.js"]),
    ).toBe(true);
    expect(carriesReactDom(["C:\\repo\\node_modules\\react-dom\\client.js"])).toBe(true);
    expect(carriesReactDom(["/app/features/site-script/main.ts", "/repo/node_modules/react/index.js"])).toBe(false);
    expect(carriesReactDom(["/repo/node_modules/react-dom-helpers/index.js"])).toBe(false);
  });
});
