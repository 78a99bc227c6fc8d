import { describe, expect, it, vi } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import proxy from '@/proxy';

// next-intl's middleware does not load under plain Node ESM; this stand-in builds its Link header the way it
// does: from the host the request came to.
vi.mock('next-intl/middleware', () => ({
  default: () => (req: NextRequest) => {
    const response = NextResponse.next();
    const origin = new URL(req.url).origin;
    response.headers.set('link', `<${origin}/mm>; rel="alternate"; hreflang="mn", <${origin}/en/mm>; rel="alternate"; hreflang="en"`);
    return response;
  },
}));

describe('the Link header of public pages (issue 17.3: a cached page goes to every visitor)', () => {
  it('points at PUBLIC_URL whatever Host the request came with', async () => {
    const saved = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = 'https://mining.test';
    try {
      const res = (await proxy(new NextRequest('http://evil.example/mm', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } }))) as NextResponse;
      expect(res.headers.get('link')).toBe('<https://mining.test/mm>; rel="alternate"; hreflang="mn", <https://mining.test/en/mm>; rel="alternate"; hreflang="en"');
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
    }
  });
});
