import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { noImportCycle } from "./no-import-cycle.ts";

/** A throwaway project: a tsconfig and the given files. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cycle-rule-"));
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { module: "esnext", moduleResolution: "bundler", strict: true },
      include: ["*.ts"],
    }),
  );
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  return dir;
}

function lint(dir: string, file: string): string[] {
  const linter = new Linter({ cwd: dir, configType: "flat" });
  const config = [
    {
      files: ["**/*.ts"],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
      rules: { "local/no-import-cycle": "error" as const },
    },
  ];
  const full = path.join(dir, file);
  const source = readFileSync(full, "utf8");
  return linter.verify(source, config, { filename: full }).map((message) => message.message);
}

describe("no-import-cycle (type imports counted)", () => {
  it("reports both modules of a circle made only of type imports", () => {
    const dir = project({
      "a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
    });
    expect(lint(dir, "a.ts")).toEqual([expect.stringContaining("a.ts → b.ts")]);
    expect(lint(dir, "b.ts")).toHaveLength(1);
  });

  it("leaves a one-way chain alone", () => {
    const dir = project({
      "a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "b.ts": "export type B = { n: number };\n",
    });
    expect(lint(dir, "a.ts")).toEqual([]);
  });
});
