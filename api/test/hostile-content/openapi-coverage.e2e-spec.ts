import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentedTextFields,
  notMemberText,
  type DocumentedTextField,
  type OpenApiDocument,
} from '../support/openapi-text-fields.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { memberTextFields } from './member-text-fields.js';

// The hostile-content corpus reaches every text field the API documents: a field added later
// fails here until it has a row in member-text-fields.ts (or a reason in notMemberText).

let t: TestApp;
let documented: DocumentedTextField[];

const key = ({ route, field }: { route: string; field: string }) => `${route} ${field}`;
const tableRows = Object.values(memberTextFields).flat();
const leftOut = new Set(notMemberText.flatMap(({ fields }) => fields));

beforeAll(async () => {
  t = await createTestApp();
  documented = documentedTextFields(
    (await t.request({ method: 'GET', url: '/api/docs-json' })).json<OpenApiDocument>(),
  );
});
afterAll(() => t?.close());

describe('the text fields of the OpenAPI document', () => {
  it('are each in the corpus table or left out for a stated reason', () => {
    const covered = new Set(tableRows.map(key));
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.map(key).filter((field) => !covered.has(field) && !leftOut.has(field))).toEqual([]);
  });

  it('are the only fields the table and the reasons name, each once', () => {
    const fields = new Set(documented.map(key));
    const named = [...tableRows.map(key), ...leftOut];
    expect(named.filter((field) => !fields.has(field))).toEqual([]);
    expect(named.filter((field, index) => named.indexOf(field) !== index)).toEqual([]);
  });

  it('have in the table the length and the kind the document gives them', () => {
    const byKey = new Map(documented.map((field) => [key(field), field]));
    const mismatches = tableRows.flatMap((row) => {
      const field = byKey.get(key(row));
      if (!field) return [];
      const problems = [];
      if (field.list !== 'items' in row)
        problems.push(`${key(row)}: ${field.list ? 'a list' : 'one text'} in the document`);
      if (field.maxLength !== undefined && field.maxLength !== row.max)
        problems.push(`${key(row)}: maxLength ${field.maxLength} in the document`);
      return problems;
    });
    expect(mismatches).toEqual([]);
  });
});
