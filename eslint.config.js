import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** HTML may enter the page only through the one sanitising sink (DESIGN.md principle 4). */
const htmlSinkRule = [
  "error",
  {
    selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]",
    message: "Server HTML goes through src/core/html.ts (sanitizeToFragment), never innerHTML/outerHTML.",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document'], CallExpression[callee.property.name='insertAdjacentHTML']",
    message: "Server HTML goes through src/core/html.ts (sanitizeToFragment).",
  },
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "Server HTML goes through src/core/html.ts (sanitizeToFragment), never dangerouslySetInnerHTML.",
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: "Server HTML goes through src/core/html.ts (sanitizeToFragment), never dangerouslySetInnerHTML.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "test-results-*",
      "node_modules",
      "test-results",
      "playwright-report",
      "fixtures/.data",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-syntax": htmlSinkRule,
    },
  },
  {
    files: ["src/core/html.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
