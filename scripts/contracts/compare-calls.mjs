// Compares the front ends' calls (extract-calls.mjs) with the API's OpenAPI document: the route
// exists with that method, and the contract a call names is the one the documented answer (and
// body) implements. Pure: no files, no compiler; every problem is one line for a person to read.

const refName = (schema) => schema?.$ref?.split('/').at(-1) ?? null;

/** A documented schema as `{ name, array }` (a class, or a list of one), else null. */
function schemaShape(schema) {
  if (schema?.type === 'array') {
    const name = refName(schema.items);
    return name ? { name, array: true } : null;
  }
  const name = refName(schema);
  return name ? { name, array: false } : null;
}

/**
 * Whether the class behind a schema is one of the contracts: it says so (`implements`), or, when it implements none, by
 * its name.
 */
function implementsOne(className, contractNames, classes) {
  const implemented = classes.get(className);
  if (implemented?.size) return contractNames.some((name) => implemented.has(name));
  return contractNames.some((name) => className === name || className === `${name}Response`);
}

const segmentsOf = (route) => route.split('/').slice(1);
const isParameter = (segment) => /^\{[^}]*\}$/.test(segment);
const escape = (text) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A call's segment against a documented one: literal to literal, a parameter only to a parameter. */
function segmentMatches(called, documented) {
  if (isParameter(called)) return isParameter(documented);
  if (!documented.includes('{')) return called === documented;
  const pattern = documented
    .split(/\{[^}]*\}/)
    .map(escape)
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(called);
}

function routeMatches(called, documented) {
  const [a, b] = [segmentsOf(called), segmentsOf(documented)];
  return a.length === b.length && a.every((segment, index) => segmentMatches(segment, b[index]));
}

// The router prefers literal segments: the documented route with the fewest parameters wins.
const parameterCount = (route) => segmentsOf(route).filter((segment) => segment.includes('{')).length;

const describe = (contract) => `${contract.names.join(' | ')}${contract.array ? '[]' : ''}`;
const describeSchema = (shape) => (shape ? `${shape.name}${shape.array ? '[]' : ''}` : 'no schema');

function responseProblems(call, operation, classes) {
  const expected = call.clientMethod === 'getPage' && call.response ? { ...call.response, array: true } : call.response;
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  const problems = [];
  if (call.clientMethod === 'getPage') {
    const paged = successes.some(([, response]) =>
      Object.keys(response.headers ?? {}).some((header) => header.toLowerCase() === 'x-pagination'),
    );
    if (!paged) problems.push('getPage reads X-Pagination, which this route does not document');
  }
  if (!expected) return problems;
  for (const [status, response] of successes) {
    const schema = response.content?.['application/json']?.schema;
    const shape = schemaShape(schema);
    if (!schema) {
      problems.push(`expects ${describe(expected)} but ${status} has no JSON body`);
    } else if (!shape || shape.array !== expected.array || !implementsOne(shape.name, expected.names, classes)) {
      problems.push(`expects ${describe(expected)} but ${status} answers ${describeSchema(shape)}`);
    }
  }
  return problems;
}

/**
 * An input class that implements no contract (`class LoginInput`) against the contract's fields:
 * every field the class requires is a required field of the contract, and the contract sends no
 * field the class does not document.
 */
function fieldProblems(body, schema, shape) {
  const properties = schema?.properties ?? {};
  const required = schema?.required ?? [];
  const fields = body.fields;
  const missing = required.filter((name) => !(name in fields) || fields[name]);
  const unknown = Object.keys(fields).filter((name) => !(name in properties));
  return [
    ...(missing.length
      ? [`sends ${describe(body)}, which may lack ${missing.join(', ')} that ${shape.name} requires`]
      : []),
    ...(unknown.length
      ? [`sends ${describe(body)} with ${unknown.join(', ')}, which ${shape.name} does not take`]
      : []),
  ];
}

function bodyProblems(call, operation, classes, document) {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!call.body || !schema) return [];
  const shape = schemaShape(schema);
  if (shape && shape.array === call.body.array) {
    if (!classes.get(shape.name)?.size && call.body.fields)
      return fieldProblems(call.body, document.components?.schemas?.[shape.name], shape);
    if (implementsOne(shape.name, call.body.names, classes)) return [];
  }
  return [`sends ${describe(call.body)} but the route takes ${describeSchema(shape)}`];
}

/**
 * Problems of the given calls (flattened: one path each) against the document. `classes` maps an
 * API class name to the contracts it implements; `allowed(call)` gives the reason an unresolved
 * path may stay so, if any.
 */
export function compareCalls(calls, document, classes, { allowed = () => null } = {}) {
  const problems = [];
  const routes = Object.keys(document.paths ?? {});
  for (const call of calls) {
    const problem = (message) => problems.push({ ...call, message });
    if (!call.path) {
      if (!allowed(call))
        problem(
          `path cannot be resolved statically (${call.source}); resolve it or list it with a reason in the allow-list`,
        );
      continue;
    }
    const matching = routes
      .filter((route) => routeMatches(call.path, route))
      .sort((a, b) => parameterCount(a) - parameterCount(b));
    if (matching.length === 0) {
      problem('no such route in the API');
      continue;
    }
    const method = call.method.toLowerCase();
    const route = matching.find((candidate) => document.paths[candidate][method]);
    if (!route) {
      const offered = [...new Set(matching.flatMap((candidate) => Object.keys(document.paths[candidate])))].map(
        (name) => name.toUpperCase(),
      );
      problem(`the route has no ${call.method} (it offers ${offered.join(', ')})`);
      continue;
    }
    const operation = document.paths[route][method];
    for (const message of [
      ...responseProblems(call, operation, classes),
      ...bodyProblems(call, operation, classes, document),
    ])
      problem(message);
  }
  return problems;
}

/** One line per problem: app, file:line, method, path, what is wrong. */
export const formatProblem = (problem) =>
  `${problem.app} ${problem.location} ${problem.method} ${problem.path ?? '?'}: ${problem.message}`;
