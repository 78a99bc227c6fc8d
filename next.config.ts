import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './lib/security/headers';

// Messages are compiled at build time, so browsers get no ICU message parser (issue 10's JS budget).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const config: NextConfig = {
  // A separate build folder lets a second build run beside the main one (developers, benchmarks).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Next hashes every HTML response for an ETag: a fifth of the CPU time of serving a cached page (profiled
  // in the benchmark). Pages carry Cache-Control instead; the page cache gives the copies it keeps an ETag, made once
  // per copy (lib/cache/page-cache.mjs), and static files keep their own validators.
  generateEtags: false,
  // Next's file-system cache, or Redis shared by every instance when REDIS_URL is set (chosen at start).
  cacheHandler: path.join(process.cwd(), 'lib/cache/redis-handler.mjs'),
  reactStrictMode: true,
  // PGlite breaks when bundled; the database drivers, the job queue, mail, the spreadsheet library and pdfkit (it
  // reads its font data from its own folder) stay plain Node modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'nodemailer', 'sanitize-html', 'exceljs', 'pdfkit'],
  experimental: { globalNotFound: true },
  images: {
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
  },
  // Files with an extension skip the proxy (its matcher), so the unprefixed Mongolian feed is routed here.
  async rewrites() {
    return { beforeFiles: [{ source: '/mm/rss.xml', destination: '/mn/mm/rss.xml' }], afterFiles: [], fallback: [] };
  },
  async headers() {
    return securityHeaderRules(process.env.NODE_ENV === 'production');
  },
};

export default withNextIntl(config);
