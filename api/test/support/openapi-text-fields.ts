/** The parts of an OpenAPI document that say which request fields take text. */
interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

/** A string or string-list property of a request body: `route` is 'POST /api/news'. */
export interface DocumentedTextField {
  route: string;
  field: string;
  maxLength?: number;
  list: boolean;
}

const isText = (schema: Schema) => schema.type === 'string' && !schema.enum;

/**
 * Every request body property typed string or list of strings. A property with an enum is a
 * choice among the document's own words, not text anyone writes, so it is left out.
 */
export function documentedTextFields(document: OpenApiDocument): DocumentedTextField[] {
  const resolve = (schema: Schema | undefined) =>
    schema?.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema);
      return Object.entries(body?.properties ?? {}).flatMap(([field, property]): DocumentedTextField[] => {
        const route = `${method.toUpperCase()} ${path}`;
        if (isText(property)) return [{ route, field, maxLength: property.maxLength, list: false }];
        if (property.type === 'array' && property.items && isText(property.items))
          return [{ route, field, list: true }];
        return [];
      });
    }),
  );
}

/**
 * Text fields that carry no member text others read, so the corpus leaves them out: why, and which ('<route> <field>').
 */
export const notMemberText: ReadonlyArray<{ reason: string; fields: readonly string[] }> = [
  {
    reason: 'credentials and one-time tokens: hashed or compared, never stored as given nor shown',
    fields: [
      'POST /api/auth/register password',
      'POST /api/forum/auth/register password',
      'POST /api/auth/login username',
      'POST /api/auth/login password',
      'PATCH /api/auth/me current_password',
      'PUT /api/auth/me/password current_password',
      'PUT /api/auth/me/password new_password',
      'POST /api/auth/reset-password/confirm token',
      'POST /api/auth/reset-password/confirm new_password',
      'DELETE /api/auth/me password',
      'POST /api/notifications/unsubscribe token',
    ],
  },
  {
    reason: 'email addresses: refused unless they parse as one, shown to their owner and admins only',
    fields: [
      'POST /api/auth/register email',
      'POST /api/forum/auth/register email',
      'PATCH /api/auth/me email',
      'POST /api/auth/forgot-password email',
      'POST /api/auth/reset-password email',
    ],
  },
  {
    reason: 'address names (slugs): refused unless lower-case letters and digits joined by single hyphens',
    fields: ['POST /api/lightgun/setup-options/{kind} slug', 'PATCH /api/lightgun/setup-options/{kind}/{id} slug'],
  },
  {
    reason: 'URLs: refused unless they parse as http(s) URLs (a YouTube one is kept as its video id), shown as links',
    fields: [
      'POST /api/videos youtube_url',
      'PUT /api/videos/{id} youtube_url',
      'POST /api/videos thumbnail',
      'PUT /api/videos/{id} thumbnail',
      'POST /api/news image',
      'PUT /api/news/{id} image',
      'POST /api/news link_url',
      'PUT /api/news/{id} link_url',
      'POST /api/lightgun/games box_art_url',
      'PATCH /api/lightgun/games/{id} box_art_url',
      'POST /api/lightgun/games screenshots',
      'PATCH /api/lightgun/games/{id} screenshots',
      'POST /api/lightgun/games gameplay_videos',
      'PATCH /api/lightgun/games/{id} gameplay_videos',
      'POST /api/admin/previews manifest_url',
    ],
  },
  {
    reason: 'formats a pattern or a date parser checks whole: a duration, a date, a colour',
    fields: [
      'POST /api/videos duration',
      'PUT /api/videos/{id} duration',
      'POST /api/videos publishedAt',
      'PUT /api/videos/{id} publishedAt',
      'POST /api/lightgun/platforms color',
      'PATCH /api/lightgun/platforms/{id} color',
    ],
  },
  {
    reason: 'the name of an existing platform, looked up to move a game there; never stored from the request',
    fields: ['POST /api/lightgun/games platform', 'PATCH /api/lightgun/games/{id} platform'],
  },
];
