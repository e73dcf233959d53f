/**
 * No import circles between the project's modules, type-only imports counted (issue 30): a type import is a
 * dependency a reader follows too, and a circle of them means two modules that cannot be understood apart.
 * import-x/no-cycle skips type imports with no option to count them, so this rule builds the project's import
 * graph once per lint run with TypeScript's own pre-processor and resolver (tsconfig paths included) and reports
 * every module that lies on a circle, naming the circle.
 */
import type { Rule } from "eslint";
import path from "node:path";
import ts from "typescript";

const graphs = new Map<string, { cycleOf: Map<string, string[]> }>();

function loadGraph(configPath: string) {
  const cached = graphs.get(configPath);
  if (cached) return cached;
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!config) throw new Error(`no-import-cycle: cannot read ${configPath}`);
  // React Router's generated route types import their route module by design: framework plumbing, not ours.
  const generated = [`${path.sep}node_modules${path.sep}`, `${path.sep}.react-router${path.sep}`];
  const files = config.fileNames.filter((file) => !generated.some((part) => path.resolve(file).includes(part)));
  const known = new Set(files.map((file) => path.resolve(file)));
  const edges = new Map<string, string[]>();
  for (const file of known) {
    const source = ts.sys.readFile(file) ?? "";
    const { importedFiles } = ts.preProcessFile(source, true, true);
    const targets: string[] = [];
    for (const imported of importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, file, config.options, ts.sys).resolvedModule;
      const target = resolved ? path.resolve(resolved.resolvedFileName) : null;
      if (target && known.has(target) && target !== file) targets.push(target);
    }
    edges.set(file, targets);
  }
  const graph = { cycleOf: stronglyConnected(edges) };
  graphs.set(configPath, graph);
  return graph;
}

/**
 * Tarjan's strongly connected components: every module that lies on a circle, mapped to the members of its
 * circle (sorted), iteratively so a deep graph cannot overflow the stack.
 */
function stronglyConnected(edges: Map<string, string[]>): Map<string, string[]> {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycleOf = new Map<string, string[]>();
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter++;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter++;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent) ?? 0, low.get(frame.node) ?? 0));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const members: string[] = [];
        for (;;) {
          const member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          members.push(member);
          if (member === frame.node) break;
        }
        if (members.length > 1) {
          members.sort();
          for (const member of members) cycleOf.set(member, members);
        }
      }
    }
  }
  return cycleOf;
}

export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "No import circles between modules, type-only imports counted" },
    schema: [{ type: "object", properties: { project: { type: "string" } }, additionalProperties: false }],
    messages: { cycle: "This module is on an import circle (type imports counted): {{members}}" },
  },
  create(context) {
    const options: { project?: string } = context.options[0] ?? {};
    const configPath = path.resolve(context.cwd, options.project ?? "tsconfig.json");
    const members = loadGraph(configPath).cycleOf.get(path.resolve(context.filename));
    if (!members) return {};
    return {
      Program(node) {
        const names = members.map((member) => path.relative(context.cwd, member)).join(" → ");
        context.report({ node, messageId: "cycle", data: { members: names } });
      },
    };
  },
};
