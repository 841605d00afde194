import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import i18next from "eslint-plugin-i18next";
import importX from "eslint-plugin-import-x";
import oneFormPattern from "./scripts/lint/one-form-pattern.mjs";
import typeImportCircles from "./scripts/lint/type-import-circles.mjs";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Comments say the rule, not the ticket: a comment or a test's title that cites an issue (the word "issue" and its
// number, or "#" and a number) is refused; say what the code does instead.
const TICKET = /\b[Ii]ssues? ?#?\d+|(?:^|[\s(,;])#\d{1,2}(?!\w)/;
const TEST_CALLS = new Set(["describe", "it", "test"]);
const house = {
  rules: {
    "type-import-circles": typeImportCircles,
    "one-form-pattern": oneFormPattern,
    "no-ticket-references": {
      meta: {
        type: "suggestion",
        schema: [],
        messages: { ticket: 'Say the rule, not the ticket: "{{cite}}" cites an issue.' },
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
/** The product's own sources: what the server and the site are built from. */
const PRODUCT_FILES = ["server/**/*.ts", "server/**/*.mjs", "web/**/*.ts", "web/**/*.tsx", "common/**/*.ts"];
/** Tests and the helpers only tests use (the build takes none of them: scripts/build-fingerprint.mjs). */
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/*.test-support.ts", "server/test/**", "e2e/**"];
/**
 * What is translated (English and Hindi, decision record 044): here no new text is written in English in the markup; it
 * goes into the catalogues (web/locales/<language>/<namespace>.json) and is said with `t(…)`. Translators who take
 * on another part of the site add its folders and files to this list.
 */
const TRANSLATED_FILES = [
  "web/root.tsx",
  "web/routes/donations-mine.tsx",
  "web/features/donor/**/*.tsx",
  "web/routes/home.tsx",
  "web/routes/not-found.tsx",
  "web/routes/sign-in.tsx",
  "web/routes/sign-up.tsx",
  "web/routes/forgot-password.tsx",
  "web/features/accounts/**/*.tsx",
  "web/features/navigation/**/*.tsx",
  "web/features/home/**/*.tsx",
  "web/components/error-panel.tsx",
  "web/components/carousel.tsx",
  "web/routes/registration.tsx",
  "web/routes/registration-submit.tsx",
  "web/routes/booking-review.tsx",
  "web/routes/payment-method.tsx",
  "web/routes/stay-review.tsx",
  "web/features/registration/**/*.tsx",
  "web/features/stays/**/*.tsx",
  "web/routes/membership-checkout.tsx",
  "web/features/membership/checkout-page.tsx",
  "web/features/portal/membership-form/**/*.tsx",
  "web/features/portal/claims/**/*.tsx",
  "web/features/portal/conveyance/**/*.tsx",
  "web/features/portal/transfers/**/*.tsx",
  "web/routes/dashboard.tsx",
  "web/features/portal/portal-screen.tsx",
  "web/features/portal/dashboard-tab.tsx",
  "web/features/portal/membership-card.tsx",
  "web/features/portal/shared/**/*.tsx",
  "web/features/portal/documents/**/*.tsx",
  "web/features/portal/moa/**/*.tsx",
  "web/features/portal/bookings/**/*.tsx",
  "web/features/portal/dues/**/*.tsx",
  "web/features/portal/owner-stays/**/*.tsx",
  "web/routes/about-us.tsx",
  "web/routes/vision-mission.tsx",
  "web/routes/why-choose-us.tsx",
  "web/routes/we-promote-nature.tsx",
  "web/routes/content-page.tsx",
  "web/routes/legal-page.tsx",
  "web/routes/coming-soon.tsx",
  "web/routes/events.tsx",
  "web/routes/event.tsx",
  "web/features/events/**/*.tsx",
  "web/routes/club.tsx",
  "web/routes/contact.tsx",
  "web/routes/why-trust-us.tsx",
  "web/routes/virtual-tour.tsx",
  "web/routes/verify.tsx",
  "web/routes/verify-document.tsx",
  "web/routes/document-not-found.tsx",
  "web/routes/newsletter-confirm.tsx",
  "web/routes/newsletter-subscribe.tsx",
  "web/routes/newsletter-unsubscribe.tsx",
  "web/features/content/**/*.tsx",
  "web/features/contact/**/*.tsx",
  "web/features/trust/**/*.tsx",
  "web/features/history/**/*.tsx",
  "web/features/tour/**/*.tsx",
  "web/features/verify/**/*.tsx",
  "web/features/newsletter/**/*.tsx",
  "web/routes/properties.tsx",
  "web/routes/property-list.tsx",
  "web/routes/property-number.tsx",
  "web/routes/property-details.tsx",
  "web/routes/property-detail.tsx",
  "web/routes/membership.tsx",
  "web/routes/donate-now.tsx",
  "web/features/catalogue/**/*.tsx",
  "web/features/search/**/*.tsx",
  "web/features/donate/**/*.tsx",
  "web/features/membership/plan-card.tsx",
  "web/features/membership/currency-chooser.tsx",
  "web/features/membership/currency-flag.tsx",
  "web/features/membership/rule-icon.tsx",
];
/** Attributes a person reads or hears (names, descriptions, hints), and the components' props that become them. */
const READ_ATTRIBUTES = "/^(alt|title|placeholder|aria-label|aria-description|label|[a-z]+Label)$/";
/** `process.env`: read by server/config.ts alone. */
const ENV_READ = {
  object: "process",
  property: "env",
  message: "server/config.ts is the one reader of the environment: take the value from its Config.",
};
const ENV_IMPORT = {
  selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
  message: ENV_READ.message,
};

/** Toasts go through web/lib/toast.ts, which loads react-hot-toast when the first is shown (the first load's budget). */
const TOAST_IMPORT = {
  name: "react-hot-toast",
  message: "Show toasts with web/lib/toast.ts: it loads react-hot-toast only when a toast is shown.",
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
  // No circles: a module never imports, through any chain of imports, one that imports it back. Imports are
  // resolved as TypeScript resolves them (tsconfig.json: its paths, the .ts/.tsx extensions written or not).
  // import-x/no-cycle reports the circles of value imports; house/type-import-circles those through an `import type`.
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "import-x": importX, house },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }], "house/type-import-circles": "error" },
  },
  // The map enforces itself (docs/ARCHITECTURE.md "Rules of the house"): imports flow one way.
  {
    files: ["common/**/*.ts"],
    ignores: ["common/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/web/**"],
              message: "common/ is shared by the server and the web: it imports neither.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.ts", "web/**/*.tsx"],
    ignores: ["web/**/*.server.ts", "web/**/*.server.tsx", "web/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [TOAST_IMPORT],
          patterns: [
            {
              group: ["**/server/**"],
              message:
                "The browser's code does not import the server's: use a *.server.ts module (loaders and actions).",
            },
          ],
        },
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
          paths: [TOAST_IMPORT],
          patterns: [
            {
              group: ["**/server/**"],
              message:
                "The browser's code does not import the server's: use a *.server.ts module (loaders and actions).",
            },
            {
              regex: "^\\.\\./(?!\\.\\.)[^/]+/",
              message:
                "One feature does not import another's internals: share it through web/components, web/lib or common/.",
            },
          ],
        },
      ],
    },
  },
  {
    // the portal's areas mirror server/modules: an area uses the portal's shell and shared/, never another area;
    // the office's sections likewise share their parts through web/features/office/shared
    files: [
      "web/features/portal/*/**/*.ts",
      "web/features/portal/*/**/*.tsx",
      "web/features/office/*/**/*.ts",
      "web/features/office/*/**/*.tsx",
    ],
    ignores: ["web/features/**/*.server.ts", "web/features/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [TOAST_IMPORT],
          patterns: [
            {
              group: ["**/server/**"],
              message:
                "The browser's code does not import the server's: use a *.server.ts module (loaders and actions).",
            },
            {
              regex: "^\\.\\./(?!\\.\\.|shared/)[^/]+/",
              message:
                "One portal area or office section does not import another's: share it through its shared/ folder.",
            },
            {
              regex: "^\\.\\./\\.\\./(?!\\.\\.)[^/]+/",
              message:
                "One feature does not import another's internals: share it through web/components, web/lib or common/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/components/**/*.ts", "web/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [TOAST_IMPORT],
          patterns: [
            {
              group: ["**/features/**", "**/routes/**"],
              message: "Shared components do not import features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    // the two modules that hold react-hot-toast: the lazy toasts and the toast area they mount
    files: ["web/lib/toast.ts", "web/components/toast-area.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/features/**", "**/routes/**"], message: "Shared modules stay shared." },
          ],
        },
      ],
    },
  },
  // Test support stays out of the product: the tests' helpers live in server/test/ and e2e/ (or in a file named for
  // tests, *.test-support.ts), none of which the build takes; no product module imports a test runner or a helper.
  {
    files: PRODUCT_FILES,
    ignores: TEST_FILES,
    rules: {
      // typescript-eslint's twin of no-restricted-imports, so that the blocks above keep their own lists
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["vitest", "vitest/*", "@vitest/*", "@playwright/*", "playwright", "playwright/*"],
              message:
                "A test runner is for tests: a helper that uses it goes in server/test/, e2e/ or a *.test-support.ts file.",
            },
            {
              group: ["**/server/test/**", "**/test/*", "**/e2e/**", "**/*.test-support", "**/*.test-support.ts"],
              message: "The product does not import the tests' helpers.",
            },
          ],
        },
      ],
    },
  },
  // One reader of the environment: server/config.ts. Exempt, and only these: server/dev.ts, the development entry,
  // which sets NODE_ENV's default for React, Vite and the configuration before they read it; server/db/warm-embedded.ts,
  // the production entry's first import, which looks at DATABASE_URL before any other module (the configuration's
  // zod among them) loads, to start compiling the embedded database's WebAssembly meanwhile: a hint only, the
  // configuration reads and checks DATABASE_URL itself.
  {
    files: PRODUCT_FILES,
    ignores: ["server/config.ts", "server/dev.ts", "server/db/warm-embedded.ts", ...TEST_FILES],
    rules: {
      "no-restricted-properties": ["error", ENV_READ],
      "no-restricted-syntax": ["error", ENV_IMPORT],
    },
  },
  // One browser client (web/lib/api.ts): nothing else in web/ calls the network itself (nor reads the environment).
  {
    files: ["web/**/*.ts", "web/**/*.tsx"],
    ignores: ["web/lib/api.ts", ...TEST_FILES],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message: "The browser calls /api through web/lib/api.ts (requestApi, callApi, …), its one client.",
        },
        {
          name: "XMLHttpRequest",
          message: "The browser calls /api through web/lib/api.ts (uploadWithProgress), its one client.",
        },
      ],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].map((object) => ({
          object,
          property: "fetch",
          message: "The browser calls /api through web/lib/api.ts, its one client.",
        })),
        ENV_READ,
      ],
    },
  },
  // One way to build a form (decision 031): a form that posts is a useForm's; web/lib/form.tsx is the pattern itself.
  {
    files: ["web/**/*.tsx", "web/**/*.ts"],
    ignores: ["web/lib/form.tsx", ...TEST_FILES],
    plugins: { house },
    rules: { "house/one-form-pattern": "error" },
  },
  // No new English-only text where the site is translated: the words of the markup (eslint-plugin-i18next, JSX text),
  // and the words of the attributes people read (alt, title, placeholder, aria-label, a component's label props)
  {
    files: TRANSLATED_FILES,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }],
      "no-restricted-syntax": [
        "error",
        ENV_IMPORT,
        ...[
          `JSXAttribute[name.name=${READ_ATTRIBUTES}] > Literal[value=/[A-Za-z]{2}/]`,
          `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]`,
          `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2}/]`,
        ].map((selector) => ({
          selector,
          message: "Words a person reads are translated: put them in web/locales and say them with t(…).",
        })),
      ],
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
