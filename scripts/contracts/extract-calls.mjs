// Finds every `apiClient.<method><Type>(path, body?)` call in front-end sources with the TypeScript
// compiler: its HTTP method, its path as a pattern (`/api/videos/{id}`), and the contract types of
// its answer and body. A path is followed through constants, object maps (`base[kind]`),
// conditionals and string-literal unions (`${flag}` typed 'pin' | 'lock'); whatever else a template
// inserts is a path parameter, and the query string is dropped.
import path from 'node:path';
import ts from 'typescript';

const methods = { get: 'GET', getPage: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' };
const bodyMethods = new Set(['post', 'put', 'patch']);
// The client prefixes every path with its base URL (packages/api-client/src/api-client.ts).
export const clientPrefix = '/api';
// A path with more spellings than this is reported as unresolved rather than enumerated.
const maxAlternatives = 64;

/** One program over the given files, compiled as the front ends are (tsconfig.base.json). */
export function createFrontEndProgram(files, repoRoot) {
  const base = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'tsconfig.base.json'),
    { noEmit: true, types: [] },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  return ts.createProgram(files, { ...(base?.options ?? {}), noEmit: true, types: [] });
}

const text = (value) => ({ text: String(value) });
const param = (name) => ({ param: name });

/** Cartesian product of alternative part lists, or null when it grows past the limit. */
function product(left, right) {
  if (!left || !right) return null;
  const joined = left.flatMap((a) =>
    right.map((b) => ({ parts: [...a.parts, ...b.parts], bindings: { ...a.bindings, ...b.bindings } })),
  );
  return joined.length > maxAlternatives ? null : joined;
}

/** The literal values of a string- or number-literal type (or union of them), else null. */
function literalValues(type) {
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral() || member.isNumberLiteral())) return null;
  return members.map((member) => member.value);
}

function createResolver(checker) {
  const declarationOf = (node) => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  const constInitializer = (identifier) => {
    const declaration = declarationOf(identifier);
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return null;
    const list = declaration.parent;
    return ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? declaration.initializer : null;
  };
  const unwrap = (node) => {
    while (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node)
    )
      node = node.expression;
    return node;
  };

  /** A const object literal behind `map.key` / `map[key]`: the initializers the access can give. */
  function objectMapValues(node) {
    const target = unwrap(node.expression);
    if (!ts.isIdentifier(target)) return null;
    const initializer = constInitializer(target);
    const object = initializer && unwrap(initializer);
    if (!object || !ts.isObjectLiteralExpression(object)) return null;
    const properties = object.properties.filter(ts.isPropertyAssignment);
    if (properties.length !== object.properties.length) return null;
    const key = ts.isPropertyAccessExpression(node)
      ? node.name.text
      : ts.isStringLiteralLike(node.argumentExpression)
        ? node.argumentExpression.text
        : null;
    const chosen = key === null ? properties : properties.filter((property) => property.name.getText() === key);
    return chosen.length ? chosen.map((property) => property.initializer) : null;
  }

  /** What the type says: literal spellings (binding a type parameter to each), else one parameter. */
  function fromType(node) {
    const type = checker.getTypeAtLocation(node);
    const constraint = type.flags & ts.TypeFlags.TypeParameter ? checker.getBaseConstraintOfType(type) : null;
    const values = literalValues(constraint ?? type);
    if (values) {
      const typeParameter = constraint ? type.symbol?.name : undefined;
      return values.map((value) => ({
        parts: [text(value)],
        bindings: typeParameter ? { [typeParameter]: value } : {},
      }));
    }
    return [{ parts: [param(node.getText())], bindings: {} }];
  }

  function resolve(node, seen = new Set()) {
    node = unwrap(node);
    if (seen.has(node)) return null;
    seen = new Set(seen).add(node);
    if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return [{ parts: [text(node.text)], bindings: {} }];
    if (ts.isTemplateExpression(node)) {
      let result = [{ parts: [text(node.head.text)], bindings: {} }];
      for (const span of node.templateSpans) {
        result = product(product(result, resolve(span.expression, seen)), [
          { parts: [text(span.literal.text)], bindings: {} },
        ]);
      }
      return result;
    }
    if (ts.isConditionalExpression(node)) {
      const both = [resolve(node.whenTrue, seen), resolve(node.whenFalse, seen)];
      return both.every(Boolean) ? both.flat() : null;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return product(resolve(node.left, seen), resolve(node.right, seen));
    if (ts.isIdentifier(node)) {
      const initializer = constInitializer(node);
      if (initializer) return resolve(initializer, seen);
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const values = objectMapValues(node);
      if (values) {
        const all = values.map((value) => resolve(value, seen));
        return all.every(Boolean) ? all.flat() : null;
      }
    }
    return fromType(node);
  }

  return { resolve, unwrap };
}

/** Parts -> pattern: the query string dropped, parameters as `{name}`, no trailing slash. */
export function patternOf(parts) {
  const placeholder = '\uE000'; // a private-use character: never in a path
  let joined = '';
  const names = [];
  for (const part of parts) {
    if ('param' in part) {
      joined += placeholder;
      names.push(part.param);
      continue;
    }
    const cut = part.text.search(/[?#]/);
    if (cut >= 0) {
      joined += part.text.slice(0, cut);
      break;
    }
    joined += part.text;
  }
  if (!joined.startsWith('/')) return null;
  joined = joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
  let index = 0;
  // A parameter's name is what the source inserted there, shortened to its last word.
  const shown = joined.replaceAll(placeholder, () => `{${(names[index++].match(/(\w+)\W*$/) ?? [])[1] ?? 'param'}}`);
  return `${clientPrefix}${shown}`;
}

/** The contract a type names: `{ names, array, fields? }`, or null (void, unknown, an anonymous shape). */
function contractOfType(type, checker, isContract) {
  if (checker.isArrayType(type)) {
    const element = checker.getTypeArguments(type)[0];
    const inner = element && contractOfType(element, checker, isContract);
    return inner && !inner.array ? { ...inner, array: true } : null;
  }
  if (type.isUnion()) {
    const members = type.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    if (members.length !== type.types.length)
      return members.length === 1 ? contractOfType(members[0], checker, isContract) : null;
    const each = members.map((member) => contractOfType(member, checker, isContract));
    if (!each.every((contract) => contract && !contract.array)) return null;
    return { names: each.flatMap((contract) => contract.names), array: false };
  }
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (!symbol || !isContract(symbol)) return null;
  // Its fields too: an API class that declares no contract is compared with them instead.
  const fields = Object.fromEntries(
    checker
      .getPropertiesOfType(type)
      .map((property) => [property.name, Boolean(property.flags & ts.SymbolFlags.Optional)]),
  );
  return { names: [symbol.name], array: false, fields };
}

/**
 * Every apiClient call in `files` (absolute paths) of one program. `isContractFile` says whether a
 * declaration's file belongs to the contracts package.
 */
export function extractCalls(program, files, { isContractFile, clientName = 'apiClient' }) {
  const checker = program.getTypeChecker();
  const { resolve, unwrap } = createResolver(checker);
  const isContract = (symbol) =>
    (symbol.declarations ?? []).some((declaration) => isContractFile(declaration.getSourceFile().fileName));
  const calls = [];
  // The client by the name it is exported under, even when imported under another.
  const isClient = (identifier) => {
    let symbol = checker.getSymbolAtLocation(identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol?.name ?? identifier.text) === clientName;
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        methods[node.expression.name.text]
      ) {
        const target = unwrap(node.expression.expression);
        if (ts.isIdentifier(target) && isClient(target)) calls.push(describeCall(node, source));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;

  function describeCall(node, source) {
    const clientMethod = node.expression.name.text;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const typeNode = node.typeArguments?.[0];
    const responseFor = (bindings) => {
      if (!typeNode) return null;
      // `Pages[List]` with List bound by the path's own spelling: that property's contract.
      if (ts.isIndexedAccessTypeNode(typeNode) && ts.isTypeReferenceNode(typeNode.indexType)) {
        const bound = bindings[typeNode.indexType.typeName.getText()];
        if (bound !== undefined) {
          const property = checker.getPropertyOfType(checker.getTypeFromTypeNode(typeNode.objectType), String(bound));
          return property ? contractOfType(checker.getTypeOfSymbol(property), checker, isContract) : null;
        }
      }
      return contractOfType(checker.getTypeFromTypeNode(typeNode), checker, isContract);
    };
    const bodyNode = bodyMethods.has(clientMethod) ? node.arguments[1] : undefined;
    const body = bodyNode ? bodyContract(bodyNode) : null;
    const alternatives = node.arguments[0] ? resolve(node.arguments[0]) : null;
    const base = {
      file: source.fileName,
      line,
      method: methods[clientMethod],
      clientMethod,
      source: node.arguments[0]?.getText(source) ?? '',
    };
    const patterns = alternatives?.map((alternative) => ({
      path: patternOf(alternative.parts),
      response: responseFor(alternative.bindings),
    }));
    if (!patterns || patterns.some((pattern) => !pattern.path)) return { ...base, path: null, response: null, body };
    // One entry per distinct path; a call that can take two routes is checked against both.
    const unique = [
      ...new Map(patterns.map((pattern) => [`${pattern.path} ${pattern.response?.names}`, pattern])).values(),
    ];
    return unique.length === 1
      ? { ...base, ...unique[0], body }
      : { ...base, alternatives: unique.map((pattern) => ({ ...pattern, body })) };
  }

  function bodyContract(node) {
    const inner = ts.isSatisfiesExpression(node) ? node.type : null;
    if (inner) return contractOfType(checker.getTypeFromTypeNode(inner), checker, isContract);
    return contractOfType(checker.getTypeAtLocation(node), checker, isContract);
  }
}

/** Flattens calls with several possible paths into one entry per path. */
export const flattenCalls = (calls) =>
  calls.flatMap(({ alternatives, ...call }) =>
    alternatives ? alternatives.map((alternative) => ({ ...call, ...alternative })) : [call],
  );
