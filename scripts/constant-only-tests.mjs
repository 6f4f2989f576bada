// Lists unit tests whose body only compares constants with literals (`expect(SOME_CONSTANT).toBe(400)`), so a
// reviewer can check that each such test is named as pinning a constant rather than as proving behaviour.
// Usage: node scripts/constant-only-tests.mjs [--all]   (--all also lists tests already named "pins ...")
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const ROOTS = ["src", "fixtures", "scripts"];
const showAll = process.argv.includes("--all");

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "node_modules") yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A value fixed at load time: a literal, an identifier, a property read, or an array/object of those. */
function isConstantLike(node) {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return isConstantLike(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return isConstantLike(node.operand);
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    return !containsCall(node);
  }
  if (ts.isLiteralExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return true;
  if (node.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isConstantLike);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((p) => ts.isPropertyAssignment(p) && isConstantLike(p.initializer));
  }
  if (ts.isBinaryExpression(node)) return isConstantLike(node.left) && isConstantLike(node.right);
  return false;
}

function containsCall(node) {
  let found = false;
  node.forEachChild(function visit(child) {
    if (ts.isCallExpression(child) || ts.isNewExpression(child)) found = true;
    else child.forEachChild(visit);
  });
  return found;
}

/** `expect(constant).matcher(constant...)` and nothing else in the statement. */
function isConstantExpectation(statement) {
  if (!ts.isExpressionStatement(statement)) return false;
  let call = statement.expression;
  if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return false;
  if (!call.arguments.every(isConstantLike)) return false;
  let receiver = call.expression.expression;
  // expect(x).not.toBe(y)
  if (ts.isPropertyAccessExpression(receiver) && receiver.name.text === "not") receiver = receiver.expression;
  if (!ts.isCallExpression(receiver)) return false;
  if (!ts.isIdentifier(receiver.expression) || receiver.expression.text !== "expect") return false;
  return receiver.arguments.length === 1 && isConstantLike(receiver.arguments[0]);
}

function testName(call) {
  const first = call.arguments[0];
  return first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) ? first.text : "?";
}

const found = [];
for (const root of ROOTS) {
  for (const file of testFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    source.forEachChild(function visit(node) {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ["it", "test"].includes(node.expression.text)
      ) {
        const body = node.arguments[1];
        if (body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body)) && ts.isBlock(body.body)) {
          const statements = body.body.statements;
          if (statements.length > 0 && statements.every(isConstantExpectation)) {
            const name = testName(node);
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            found.push({ file, line: line + 1, name, pins: /\bpins?\b/.test(name) });
          }
        }
      }
      node.forEachChild(visit);
    });
  }
}

const unnamed = found.filter((test) => !test.pins);
for (const test of showAll ? found : unnamed) {
  console.log(`${test.file}:${test.line}  ${test.pins ? "[pins] " : ""}${test.name}`);
}
console.log(`\n${found.length} constant-only tests; ${unnamed.length} not named as pinning a constant`);
process.exitCode = unnamed.length > 0 ? 1 : 0;
