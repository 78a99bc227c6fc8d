import type { z } from 'zod';
import type { Db } from '@/lib/db/client';
import type { AdminSession } from '@/lib/auth/session';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route of an admin table. 'read': any signed-in account; 'write': moderators and admins;
 * 'accounts': admins only; 'session': the handler decides (it still gets the session if there is one).
 * Public tables ignore it: their handlers authorize participants and members themselves.
 */
export type Access = 'read' | 'write' | 'accounts' | 'session';

export type Ctx<Q, B> = {
  req: Request;
  url: URL;
  query: Q;
  body: B;
  db: Db;
  /** The signed-in back-office account, on admin tables. */
  admin: AdminSession | null;
  ip: string;
};

export type Route<QS extends z.ZodType = z.ZodType, BS extends z.ZodType = z.ZodType> = {
  method: Method;
  /** The spec's path after the prefix, e.g. '/get/news'. */
  path: string;
  query?: QS;
  /** Validates the JSON body, or the multipart fields (files arrive as File) when multipart is set. */
  body?: BS;
  multipart?: boolean;
  /** Largest accepted body in bytes (JSON default 1 MB, multipart default 10 MB). */
  maxBytes?: number;
  access?: Access;
  /** The route reads the raw request body itself (streams, e.g. video uploads). */
  rawBody?: boolean;
  /**
   * Runs before the body is read: who may send one (a member session, say). A caller who may not is answered
   * 401/403 without a byte of the body read into memory.
   */
  before?: (ctx: { req: Request; db: Db; ip: string }) => Promise<unknown>;
  handler: (ctx: Ctx<z.output<QS>, z.output<BS>>) => Promise<unknown> | unknown;
  /**
   * How the audit log names this write when the path does not say it well (lib/audit/route-audit.ts names
   * '/update/news' entity 'news', action 'update', prefixed with the table's site).
   */
  audit?: { entity?: string; action?: string };
  /**
   * A public read whose answer is the same for every caller of the same URL (no session, no cookie read):
   * when the URL names its language (`lang=`), its 200 answer may be kept by shared caches and by the page
   * cache in front of Next (lib/api/shared-answer.ts). Everything else is answered no-store.
   */
  shared?: true;
};

/** Who may call a route of an admin table: its own access, else reads for every signed-in account and writes for editors. */
export const routeAccess = (r: Pick<Route, 'access' | 'method'>): Access => r.access ?? (r.method === 'GET' ? 'read' : 'write');

/** Keeps each route's query and body types tied to its handler. */
export function route<QS extends z.ZodType = z.ZodUndefined, BS extends z.ZodType = z.ZodUndefined>(r: Route<QS, BS>): Route {
  return r as unknown as Route;
}

export type RouteTable = {
  /** The URL prefix the table is mounted under, e.g. '/api/mm'. */
  prefix: string;
  /** Admin tables require a back-office session on every route (see Access). */
  admin?: boolean;
  routes: Route[];
};
