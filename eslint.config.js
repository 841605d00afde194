import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Comments say the rule, not the ticket: a comment or a test's title that cites an issue (the word "issue" and its
// number, or "#" and a number) is refused; say what the code does instead.
const TICKET = /\b[Ii]ssues? ?#?\d+|(?:^|[\s(,;])#\d{1,2}(?!\w)/;
const TEST_CALLS = new Set(["describe", "it", "test"]);
const house = {
  rules: {
    "no-ticket-references": {
      meta: {
        type: "suggestion",
        schema: [],
        messages: { ticket: "Say the rule, not the ticket: \"{{cite}}\" cites an issue." },
      },
      create(context) {
        const check = (text, loc) => {
          const found = TICKET.exec(text);
          if (found) context.report({ loc, messageId: "ticket", data: { cite: found[0].trim() } });
        };
        // it("…"), it.skip("…"), it.each(rows)("…"), test.describe("…")
        const calleeName = (callee) =>
          callee.type === "Identifier"
            ? callee.name
            : callee.type === "MemberExpression"
              ? calleeName(callee.object)
              : callee.type === "CallExpression"
                ? calleeName(callee.callee)
                : undefined;
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) check(comment.value, comment.loc);
          },
          CallExpression(node) {
            const [title] = node.arguments;
            if (!TEST_CALLS.has(calleeName(node.callee)) || !title) return;
            if (title.type === "Literal" && typeof title.value === "string") check(title.value, title.loc);
            if (title.type === "TemplateLiteral") for (const q of title.quasis) check(q.value.cooked ?? "", q.loc);
          },
        };
      },
    },
  },
};

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
  {
    plugins: { house },
    rules: { "house/no-ticket-references": "error" },
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
