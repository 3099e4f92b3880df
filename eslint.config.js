import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import ts from "typescript";

/** The screens' folders under app/features/. Each imports only downward, never another. */
const features = readdirSync(new URL("app/features/", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The files React Router loads without the app's Vite config, so without the
 * `~/` alias: what app/routes.ts and react-router.config.ts import by value,
 * and what those import, as relative paths.
 */
function loadedWithoutAlias(entries) {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
    );
    for (const statement of source.statements) {
      const typeOnly = ts.isImportDeclaration(statement)
        ? statement.importClause?.isTypeOnly
        : ts.isExportDeclaration(statement) && statement.isTypeOnly;
      const specifier =
        (ts.isImportDeclaration(statement) ||
          ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (typeOnly || !specifier?.startsWith(".")) continue;
      const base = path.join(path.dirname(file), specifier);
      const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]
        .map((candidate) => candidate.replace(/\.js$/, ".ts"))
        .find((candidate) => existsSync(candidate) && candidate !== base);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return [...found];
}

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
  {
    files: loadedWithoutAlias(["app/routes.ts", "react-router.config.ts"]),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*"],
              allowTypeImports: true,
              message:
                "React Router loads this file for app/routes.ts or react-router.config.ts without the app's Vite config, so without `~/`: import it by a relative path.",
            },
          ],
        },
      ],
    },
  },
);
