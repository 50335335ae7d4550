// Which contracts each API class implements, read from the API's sources: `class VideoResponse
// implements Api.Video` (or `implements Video`, imported from @site/contracts under any name), with
// what a class inherits through `extends`. The OpenAPI document names a schema after its class,
// so this says which contract a documented answer or body is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const contractsModule = '@site/contracts';

/** The contract names a source's classes implement, and the class each one extends. */
export function classesOfSource(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const namespaces = new Set();
  const imported = new Map(); // local name -> contract name
  const classes = [];
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === contractsModule
    ) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements)
          imported.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
  }
  const contractName = (expression) => {
    if (ts.isIdentifier(expression)) return imported.get(expression.text) ?? null;
    if (
      ts.isPropertyAccessExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      namespaces.has(expression.expression.text)
    )
      return expression.name.text;
    return null;
  };
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name) {
      const entry = { name: node.name.text, extends: null, implements: [] };
      for (const clause of node.heritageClauses ?? []) {
        for (const type of clause.types) {
          if (clause.token === ts.SyntaxKind.ExtendsKeyword && ts.isIdentifier(type.expression))
            entry.extends = type.expression.text;
          const contract = clause.token === ts.SyntaxKind.ImplementsKeyword ? contractName(type.expression) : null;
          if (contract) entry.implements.push(contract);
        }
      }
      classes.push(entry);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return classes;
}

/** class name -> every contract it implements, itself or through the classes it extends. */
export function contractsByClass(classes) {
  const byName = new Map(classes.map((entry) => [entry.name, entry]));
  const result = new Map();
  for (const entry of classes) {
    const contracts = new Set();
    for (let current = entry, depth = 0; current && depth < 20; current = byName.get(current.extends), depth++) {
      for (const contract of current.implements) contracts.add(contract);
    }
    result.set(entry.name, contracts);
  }
  return result;
}

/** The API's classes from api/src (tests left out). */
export function readApiClasses(apiSourceDir) {
  const files = readdirSync(apiSourceDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !/\.(spec|test)\.ts$/.test(file));
  return contractsByClass(
    files.flatMap((file) => classesOfSource(file, readFileSync(path.join(apiSourceDir, file), 'utf8'))),
  );
}
