import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noImportCycle } from "./eslint-rules/no-import-cycle.ts";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".tools/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
    },
  },
  {
    // No import circles between modules, type-only imports counted: import-x/no-cycle cannot count them,
    // so a rule of our own walks the graph TypeScript resolves (eslint-rules/no-import-cycle.ts).
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "local/no-import-cycle": "error" },
  },
);
