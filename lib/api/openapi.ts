import { z } from 'zod';
import type { Access, Route, RouteTable } from './table';
import { allTables } from './tables';
import { MAIN_RESPONSES } from './openapi-responses';

type JsonSchema = Record<string, unknown>;

/** Which back-office roles an admin route admits (lib/auth/roles.ts: 1 moderator, 2 admin, 3 user). */
const ROLES_BY_ACCESS: Record<Access, string[]> = {
  read: ['admin', 'moderator', 'user'],
  write: ['admin', 'moderator'],
  accounts: ['admin'],
  session: ['any session (the handler decides)'],
};

const TABLE_DESCRIPTIONS: Record<string, string> = {
  '/api/mm': "The association site's public API.",
  '/api/mw': "The conference (Mining Week) site's public API.",
  '/api/yp': "The directory's public API; meeting participants act with their token (Authorization: Bearer or the yp_participant cookie).",
  '/api/admin': 'The association back office. Every route needs a back-office session (the `token` cookie).',
  '/api/admin/week': 'The conference back office.',
  '/api/admin/yellow-page': 'The directory back office.',
};

/**
 * JSON Schema of a zod schema as a client sends it (io: input). Files (z.file, z.instanceof(File)) become binary
 * strings; whatever JSON Schema cannot say (transforms, refinements) is left open rather than failing.
 */
function toSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === 'custom' || def.type === 'file') Object.assign(jsonSchema, { type: 'string', format: 'binary' });
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function queryParameters(route: Route) {
  if (!route.query) return [];
  const schema = toSchema(route.query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function requestBody(route: Route) {
  if (route.rawBody) {
    return { required: true, description: 'A multipart/form-data upload read as a stream (large files).', content: { 'multipart/form-data': { schema: { type: 'object' } } } };
  }
  if (!route.body) return undefined;
  const type = route.multipart ? 'multipart/form-data' : 'application/json';
  return { required: true, content: { [type]: { schema: toSchema(route.body) } } };
}

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function responses(table: RouteTable, route: Route, fullPath: string) {
  const main = MAIN_RESPONSES[`${route.method} ${fullPath}`];
  const out: Record<string, unknown> = {
    200: { description: 'Success.', content: { 'application/json': { schema: main ? toSchema(main) : { type: 'object' } } } },
    400: error('Invalid query or body: `error` is the first problem in the user\'s language, `issues` lists each field.'),
    404: error('Not found.'),
    429: error('Too many requests; `Retry-After` says when to try again.'),
  };
  if (route.body || route.rawBody) out[413] = error('The body is larger than the route accepts.');
  if (table.admin || route.method !== 'GET') out[403] = error('Not allowed (role, or a write from another origin).');
  out[401] = error('No valid session (admin tables), or the member/participant session a route needs is missing.');
  return out;
}

function operation(table: RouteTable, route: Route) {
  const fullPath = `${table.prefix}${route.path}`;
  const access = route.access ?? (route.method === 'GET' ? 'read' : 'write');
  const body = requestBody(route);
  return {
    operationId: `${route.method.toLowerCase()}${fullPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [table.prefix],
    'x-roles': table.admin ? ROLES_BY_ACCESS[access] : ['anyone'],
    ...(table.admin ? { security: [{ adminSession: [] }] } : {}),
    parameters: queryParameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: responses(table, route, fullPath),
  };
}

/** The OpenAPI 3.1 document of every route of every table (GET /api/openapi.json, /admin/api-docs). */
export function openApiDocument(tables: RouteTable[] = allTables) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const table of tables) {
    for (const route of table.routes) {
      const fullPath = `${table.prefix}${route.path}`;
      (paths[fullPath] ??= {})[route.method.toLowerCase()] = operation(table, route);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mongolian National Mining Association API',
      version: '1.0.0',
      description: 'Generated from the route tables (lib/api) and their zod schemas. Errors are JSON: `{ "error": "<message>", "message": "<message>" }` (the same text twice: `message` is what the original front end reads), with `issues` on validation errors. Messages (errors and notices) are in the caller\'s language: the `lang` parameter (query or body, `mn` or `en`), else the NEXT_LOCALE cookie, else Accept-Language, else Mongolian.',
    },
    tags: tables.map((t) => ({ name: t.prefix, description: TABLE_DESCRIPTIONS[t.prefix] ?? '' })),
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', description: "The message, in the user's language." },
            message: { type: 'string', description: 'The same text as `error`.' },
            issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
            retryAfter: { type: 'integer', description: 'Seconds until a rate-limited request may be repeated.' },
          },
        },
      },
      securitySchemes: { adminSession: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The back-office session cookie set at sign-in.' } },
    },
  };
}
