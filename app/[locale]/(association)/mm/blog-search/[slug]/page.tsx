/**
 * A news search (/mm/blog/{term}={page}, rewritten here by the request guard: lib/news/blog-slug.ts): the list
 * page of /mm/blog, rendered for each request and never stored as a cached page.
 */
export { default, generateMetadata } from '../../blog/[slug]/page';
export const dynamic = 'force-dynamic';
