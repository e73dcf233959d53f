import { parseAst, type Plugin } from "vite";

/**
 * Rewrites the module wrappers of the browser's bundles from arrow functions into function expressions, so that V8
 * compiles them eagerly (decision 0014, "Starting without blocking a press").
 *
 * The bundler wraps a CommonJS module (React DOM is one) in a factory it calls when the module is first required:
 * `var x = wrap((exports, module) => { …the whole module… })`. V8 compiles a function lazily, when it is first
 * called, unless the function is a parenthesised `function` expression (its "PIFE" heuristic), which it compiles
 * with the script. A parenthesised arrow is not taken as one: the whole of React DOM (200 KB) was parsed again when
 * its wrapper ran, inside the task that starts a form island. Measured on the quote form at 4x CPU: that task took
 * 59–141 ms (median 106) with the arrow and 60–94 ms (median 71) with a function (docs/benchmarks.md).
 *
 * Only an arrow that is the one argument of a call at the top of the chunk is rewritten, and only when it means the
 * same as a function: one that does not use `arguments`, `new.target` or `super` (an arrow takes these from where it
 * is written, a function has its own). `this` means the same in both here: the call is a plain call in a module, so
 * a function's `this` is `undefined`, as the arrow's is at the top of a module.
 */
export function eagerModuleWrappers(): Plugin {
  return {
    name: "eager-module-wrappers",
    renderChunk(code) {
      const rewritten = functionWrappers(code);
      if (rewritten === code) return null;
      return { code: rewritten, map: null };
    },
  };
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The chunk's code with its top-level wrapper arrows written as function expressions. */
export function functionWrappers(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const edits: { start: number; bodyStart: number; params: string }[] = [];
  for (const statement of program.body) {
    for (const call of topLevelCalls(statement)) {
      const [argument] = call.arguments as Node[];
      if ((call.arguments as Node[]).length !== 1 || argument?.type !== "ArrowFunctionExpression") continue;
      const body = argument.body as Node;
      if (body.type !== "BlockStatement" || argument.async || usesOwnBindings(body)) continue;
      const params = (argument.params as Node[]).map((param) => code.slice(param.start, param.end)).join(",");
      edits.push({ start: argument.start, bodyStart: body.start, params });
    }
  }
  // From the end, so that each edit's offsets are still those of the original code.
  let rewritten = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    rewritten = `${rewritten.slice(0, edit.start)}function(${edit.params})${rewritten.slice(edit.bodyStart)}`;
  }
  return rewritten;
}

/** The calls a top-level statement makes directly: `var a = f(…), b = g(…)` or `f(…)`. */
function topLevelCalls(statement: Node): Node[] {
  if (statement.type === "VariableDeclaration") {
    const inits = (statement.declarations as Node[]).map((declarator) => declarator.init as Node | null);
    return inits.filter((init): init is Node => init?.type === "CallExpression");
  }
  if (statement.type === "ExpressionStatement" && (statement.expression as Node).type === "CallExpression") {
    return [statement.expression as Node];
  }
  return [];
}

/**
 * Whether code inside an arrow uses what an arrow takes from around it and a function has of its own. Nested
 * functions have their own, so they are not looked into; nested arrows share the outer arrow's, so they are.
 */
function usesOwnBindings(node: Node): boolean {
  if (node.type === "Identifier" && node.name === "arguments") return true;
  if (node.type === "Super") return true;
  if (node.type === "MetaProperty" && (node.meta as Node & { name: string }).name === "new") return true;
  if (node.type === "FunctionDeclaration" || node.type === "FunctionExpression") return false;
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (isNode(child) && usesOwnBindings(child)) return true;
    }
  }
  return false;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}
