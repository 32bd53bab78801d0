// Flat config: typescript-eslint for every .ts/.tsx file, react-hooks rules for the app, the layers
// of the house (which folder may import which).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { layers } from "./scripts/lint-layers.js";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "bench/tmp/"] },
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
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "bench/**/*.ts"],
    plugins: { layers },
    rules: { "layers/imports": "error" },
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
