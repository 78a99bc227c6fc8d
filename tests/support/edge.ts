import { markEdgeInFront } from '@/lib/security/edge.mjs';

// Handlers are called directly, as the edge (scripts/server.mjs) would pass them requests: the caller's
// address travels in the header it stamps (CLIENT_ADDRESS_HEADER).
markEdgeInFront();
