import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

const config: NextConfig = {
  // A separate build folder lets a second build run beside the main one (developers, benchmarks).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite breaks when bundled; the database drivers and mail stay plain Node modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'sanitize-html'],
  experimental: { globalNotFound: true },
  images: {
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31536000,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(config);
