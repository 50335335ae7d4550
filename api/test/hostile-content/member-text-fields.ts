import type { MemberTextField } from '../support/hostile-content-run.js';

/** The same fields on each of `routes` (the route that creates an item and the one that edits it). */
const onRoutes = (routes: string[], fields: Array<Omit<MemberTextField, 'route'>>): MemberTextField[] =>
  routes.flatMap((route) => fields.map((field) => ({ route, ...field })));

/**
 * Every request field that takes text a member or an admin writes and others read, by the spec
 * file that writes the corpus into it. openapi-coverage.e2e-spec.ts holds this table to the
 * OpenAPI document, so a text field added later fails there until it has a row here.
 */
export const memberTextFields = {
  forum: [
    ...onRoutes(
      ['POST /api/forum/categories', 'PUT /api/forum/categories/{id}'],
      [
        { field: 'name', max: 100, lead: 'word' },
        { field: 'description', max: 500 },
        { field: 'icon', max: 16 },
      ],
    ),
    ...onRoutes(
      ['POST /api/forum/categories/{id}/threads', 'PATCH /api/forum/threads/{id}'],
      [
        { field: 'title', max: 300 },
        { field: 'content', max: 50_000 },
      ],
    ),
    { route: 'POST /api/forum/threads/{id}/posts', field: 'content', max: 50_000, lead: 'paragraph' },
    { route: 'PATCH /api/forum/posts/{id}', field: 'content', max: 50_000, lead: 'paragraph' },
    ...onRoutes(
      ['POST /api/lightgun/games/{id}/discussion'],
      [
        { field: 'title', max: 300 },
        { field: 'content', max: 50_000 },
      ],
    ),
  ],
  news: onRoutes(
    ['POST /api/news', 'PUT /api/news/{id}'],
    [
      { field: 'title', max: 300 },
      { field: 'description', max: 5_000 },
      { field: 'excerpt', max: 5_000 },
      { field: 'content', max: 100_000 },
      { field: 'readTime', max: 30 },
      { field: 'tags', max: 40, items: 30 },
    ],
  ).concat({ route: 'PATCH /api/news/{id}/deny', field: 'reason', max: 500 }),
  videos: [
    ...onRoutes(
      ['POST /api/videos', 'PUT /api/videos/{id}'],
      [
        { field: 'title', max: 300 },
        { field: 'description', max: 10_000 },
        { field: 'content', max: 10_000 },
        { field: 'tags', max: 40, items: 30 },
      ],
    ),
    { route: 'PATCH /api/videos/{id}/tags', field: 'tags', max: 40, items: 30 },
    { route: 'PATCH /api/videos/{id}/deny', field: 'reason', max: 500 },
  ],
  lightgun: [
    ...onRoutes(
      ['POST /api/lightgun/platforms', 'PATCH /api/lightgun/platforms/{id}'],
      [
        { field: 'name', max: 100, lead: 'word' },
        { field: 'manufacturer', max: 100 },
        { field: 'icon', max: 16 },
        { field: 'gun', max: 200 },
      ],
    ),
    ...onRoutes(
      ['POST /api/lightgun/games', 'PATCH /api/lightgun/games/{id}'],
      [
        { field: 'title', max: 300, lead: 'word' },
        { field: 'genre', max: 60, items: 20 },
        { field: 'release_date', max: 40 },
        { field: 'developer', max: 200 },
        { field: 'publisher', max: 200 },
        { field: 'description', max: 10_000 },
      ],
    ),
    ...onRoutes(
      ['POST /api/lightgun/setup-options/{kind}', 'PATCH /api/lightgun/setup-options/{kind}/{id}'],
      [
        { field: 'name', max: 100, lead: 'word' },
        { field: 'description', max: 500 },
      ],
    ),
    ...onRoutes(
      [
        'POST /api/lightgun/games/{id}/reports',
        'PUT /api/lightgun/games/{id}/reports',
        'PATCH /api/lightgun/reports/{id}',
      ],
      [
        { field: 'notes', max: 5_000 },
        { field: 'emulator_version', max: 100 },
        { field: 'gun_firmware', max: 100 },
        { field: 'game_version', max: 100 },
      ],
    ),
    { route: 'POST /api/lightgun/reports/{id}/hide', field: 'reason', max: 500 },
  ],
  accounts: [
    ...onRoutes(
      ['POST /api/auth/register', 'POST /api/forum/auth/register'],
      [
        { field: 'username', max: 50, lead: 'word' },
        { field: 'display_name', max: 100 },
      ],
    ),
    { route: 'PATCH /api/auth/me', field: 'display_name', max: 100 },
  ],
} satisfies Record<string, MemberTextField[]>;
