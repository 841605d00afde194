import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // No circles: a module never imports, through any chain of imports, one that imports it back. Imports are
  // resolved as TypeScript resolves them (tsconfig.json: its paths, the .ts/.tsx extensions written or not).
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // The map enforces itself (docs/ARCHITECTURE.md "Rules of the house"): imports flow one way.
  {
    files: ["common/**/*.ts"],
    ignores: ["common/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/web/**"], message: "common/ is shared by the server and the web: it imports neither." }] }],
    },
  },
  {
    files: ["web/**/*.ts", "web/**/*.tsx"],
    ignores: ["web/**/*.server.ts", "web/**/*.server.tsx", "web/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], message: "The browser's code does not import the server's: use a *.server.ts module (loaders and actions)." }] },
      ],
    },
  },
  {
    files: ["web/features/**/*.ts", "web/features/**/*.tsx"],
    ignores: ["web/features/**/*.server.ts", "web/features/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The browser's code does not import the server's: use a *.server.ts module (loaders and actions)." },
            { regex: "^\\.\\./(?!\\.\\.)[^/]+/", message: "One feature does not import another's internals: share it through web/components, web/lib or common/." },
          ],
        },
      ],
    },
  },
  {
    // the portal's areas mirror server/modules: an area uses the portal's shell and shared/, never another area;
    // the office's sections likewise share their parts through web/features/office/shared
    files: ["web/features/portal/*/**/*.ts", "web/features/portal/*/**/*.tsx", "web/features/office/*/**/*.ts", "web/features/office/*/**/*.tsx"],
    ignores: ["web/features/**/*.server.ts", "web/features/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The browser's code does not import the server's: use a *.server.ts module (loaders and actions)." },
            { regex: "^\\.\\./(?!\\.\\.|shared/)[^/]+/", message: "One portal area or office section does not import another's: share it through its shared/ folder." },
            { regex: "^\\.\\./\\.\\./(?!\\.\\.)[^/]+/", message: "One feature does not import another's internals: share it through web/components, web/lib or common/." },
          ],
        },
      ],
    },
  },
  {
    files: ["web/components/**/*.ts", "web/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/features/**", "**/routes/**"], message: "Shared components do not import features or routes." }] }],
    },
  },
  {
    files: ["web/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
);
