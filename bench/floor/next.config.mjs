/**
 * The bare Next app of `npm run bench -- --only=floor`: what Next itself costs per request, without our code.
 * The bench builds it in a copy of its own (bench/tmp/floor, node_modules hard-linked), rooted there so that
 * Turbopack does not take the product's folder and its proxy for this app's. FLOOR_PPR=1 builds and serves it
 * with partial prerendering (cacheComponents); each mode has its own build folder.
 */
const ppr = process.env.FLOOR_PPR === '1';
export default {
  distDir: ppr ? '.next-ppr' : '.next-dynamic',
  cacheComponents: ppr,
  // Only what the server does is measured; the browser's prefetching is not.
  partialPrefetching: false,
  poweredByHeader: false,
  generateEtags: false,
  turbopack: { root: import.meta.dirname },
};
