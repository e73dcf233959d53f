import { describe, expect, it } from "vitest";
import { functionWrappers } from "./eager-module-wrappers";

/** A bundle's shape in small: a CommonJS module wrapped in a factory, required once. */
const wrapped = (factory: string) =>
  `var wrap=(f)=>{const m={exports:{}};f(m.exports,m);return m.exports};var t=wrap((${factory}));`;

/** Runs a chunk's code and answers what its `t` holds. */
function run(code: string): unknown {
  return new Function(`${code}; return t;`)() as unknown;
}

describe("eager module wrappers", () => {
  it("writes a top-level wrapper arrow as a function expression that does the same", () => {
    const before = wrapped('(e,m)=>{m.exports.name="café – 36 ⅜ in";m.exports.sum=[1,2].map((n)=>n*2)}');
    const after = functionWrappers(before);
    expect(after).toContain('wrap((function(e,m){m.exports.name="café – 36 ⅜ in"');
    expect(run(after)).toEqual(run(before));
  });

  it("leaves an arrow that uses arguments as it is (a function would have its own)", () => {
    const code = "var t=f((()=>{return arguments.length}));";
    expect(functionWrappers(code)).toBe(code);
  });

  it("looks into nested arrows but not into nested functions for arguments", () => {
    expect(functionWrappers("var t=f((()=>{const g=()=>arguments[0]}));")).toBe(
      "var t=f((()=>{const g=()=>arguments[0]}));",
    );
    expect(functionWrappers("var t=f((()=>{function g(){return arguments[0]}}));")).toBe(
      "var t=f((function(){function g(){return arguments[0]}}));",
    );
  });

  it("leaves arrows that are not a top-level call's one argument", () => {
    for (const code of [
      "var t=f((()=>1));",
      "var t=f((a)=>{},2);",
      "function g(){return f((()=>{}))}",
      "var t=[()=>{}];",
    ]) {
      expect(functionWrappers(code)).toBe(code);
    }
  });
});
