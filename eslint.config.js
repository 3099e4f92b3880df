import { readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The screens' folders under app/features/. Each imports only downward, never another. */
const features = readdirSync(new URL("app/features/", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "docs/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [
      reactHooks.configs.flat["recommended-latest"],
      jsxA11y.flatConfigs.strict,
    ],
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // Loading a locale's data blocks a phone's main thread for tens of
          // milliseconds, paid by every page that imports the module.
          selector:
            ":matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration) NewExpression[callee.object.name='Intl'][callee.property.name!='PluralRules']",
          message:
            "No Intl formatter at module scope: make it where it is used (or write the format out, as lineup/format-price.ts does).",
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: [
      "server/**/*.js",
      "scripts/**/*.js",
      "tools/**/*.js",
      "build-tools/**/*.ts",
      "e2e/**/*.ts",
      "*.config.{js,ts}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // The lineup logic is plain TypeScript shared by every screen and the
    // build: no React, and nothing from the screens above it.
    files: ["app/lineup/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-*",
                "react-router",
                "~/features/*",
                "~/components/*",
                "~/routes/*",
              ],
              message: "app/lineup/ holds plain logic; keep UI code out of it.",
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", `!~/features/${feature}`, "~/routes/*"],
              message:
                "A feature folder imports only downward (app/lineup, app/components, app/lib, …), never another feature or a route.",
            },
          ],
        },
      ],
    },
  })),
);
