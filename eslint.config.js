// Flat config: typescript-eslint for every .ts/.tsx file, react-hooks rules for the app, the layers
// of the house (which folder may import which), no import circles.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import { layers } from "./scripts/lint-layers.js";

export default tseslint.config(
  { ignores: ["dist/", "dist-server/", "node_modules/", "data/", "test-results/", "bench/tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Which folder may import which (ARCHITECTURE.md): scripts/lint-layers.js.
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "sw/**/*.ts", "bench/**/*.ts"],
    plugins: { layers },
    rules: { "layers/imports": "error" },
  },
  {
    // No import circles: a circle makes load order matter and two files impossible to change alone.
    // import-x/no-cycle follows value imports only (an `import type` is erased before run time).
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "sw/**/*.ts", "bench/**/*.ts", "scripts/**/*.{ts,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
);
