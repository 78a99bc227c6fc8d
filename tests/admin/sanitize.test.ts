import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/security/sanitize';

/** Stored rich text is rendered as is on the public pages, so nothing executable may survive. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/0123456789abcdef0123456789abcdef.png" onerror="alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="  javascript:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="//evil.example/phish">link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="http://insecure.example/a.png">',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.example" onmouseover="alert(1)">hover</a>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1)">',
  '<!--<script>alert(1)</script>-->',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<div><p>nested <b onmouseover=alert(1)>bold</b></p></div>',
];

const DANGEROUS = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<style/i, /style=/i, /<form/i, /<meta/i, /<base/i, /<link/i, /srcset/i, /href="\/\//i];

describe('sanitizeRichText', () => {
  for (const payload of XSS_PAYLOADS) {
    it(`neutralises ${payload}`, () => {
      const clean = sanitizeRichText(payload);
      for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
    });
  }

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Гарчиг</h2><p><strong>Тод</strong> <em>налуу</em> <u>зураас</u> <s>дундуур</s></p>' +
      '<ul><li><p>нэг</p></li></ul><ol start="3"><li><p>гурав</p></li></ol><blockquote><p>ишлэл</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http(s), mailto and own-site links, and opens outside links safely', () => {
    expect(sanitizeRichText('<a href="https://mining.mn" target="_blank">a</a>')).toBe(
      '<a href="https://mining.mn" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@mining.mn">m</a>')).toBe('<a href="mailto:info@mining.mn">m</a>');
    expect(sanitizeRichText('<a href="/mm/about">own</a>')).toBe('<a href="/mm/about">own</a>');
  });

  it('keeps images from our storage or https, and drops every other image', () => {
    const own = '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="зураг" />';
    expect(sanitizeRichText(own)).toBe('<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="зураг" />');
    expect(sanitizeRichText('<img src="https://cdn.example/a.jpg">')).toBe('<img src="https://cdn.example/a.jpg" />');
    expect(sanitizeRichText('<p>x<img src="/uploads/../../etc/passwd">y</p>')).toBe('<p>xy</p>');
    expect(sanitizeRichText('<p>x<img src="http://insecure.example/a.png">y</p>')).toBe('<p>xy</p>');
  });

  it('keeps the text of removed tags but never script text', () => {
    expect(sanitizeRichText('<div><p>Сайн <span class="x">уу</span></p></div>')).toBe('<p>Сайн уу</p>');
    expect(sanitizeRichText('<p>a</p><script>steal()</script>')).toBe('<p>a</p>');
  });
});
