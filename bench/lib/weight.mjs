/**
 * Issue 23.3: where a page's HTML bytes go. A page carries its content twice — as markup, and as the inline
 * RSC payload (`self.__next_f.push`) React hydrates from — so both are split the same way: by what the bytes
 * are (class names, image URLs, links, inline styles, SVG, text) and, in the payload, by the client
 * component whose props carry them. Byte counts are as they stand in the HTML (the payload's strings escaped).
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const escapedLength = (value) => Buffer.byteLength(JSON.stringify(JSON.stringify(value))) - 2;
const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);

/** The flight rows the inline scripts push, joined in order (only text chunks: the pages push no binary ones). */
export function flightText(html) {
  let text = '';
  for (const [, , body] of html.matchAll(SCRIPT)) {
    for (const [, chunk] of body.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) text += JSON.parse(chunk);
  }
  return text;
}

/** Rows `id:JSON`, `id:I[…]` (a client component), `id:HL[…]` (a hint), `id:T<hex bytes>,text`. */
export function flightRows(text) {
  const rows = [];
  const bytes = Buffer.from(text);
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString();
    const tag = /^[A-Z]+/.exec(bytes.subarray(colon + 1, colon + 4).toString())?.[0] ?? '';
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, colon);
      const length = parseInt(bytes.subarray(colon + 2, comma).toString(), 16);
      rows.push({ id, tag, value: bytes.subarray(comma + 1, comma + 1 + length).toString() });
      at = comma + 1 + length;
    } else {
      const end = bytes.indexOf(0x0a, colon);
      const body = bytes.subarray(colon + 1 + tag.length, end < 0 ? bytes.length : end).toString();
      let value;
      try {
        value = JSON.parse(body);
      } catch {
        value = body;
      }
      rows.push({ id, tag, value });
      at = end < 0 ? bytes.length : end + 1;
    }
  }
  return rows;
}

const isElement = (v) => Array.isArray(v) && v[0] === '$' && v.length >= 4 && typeof v[1] === 'string';

/** What a prop's bytes are: the same kinds as in the markup, so the two columns add up side by side. */
function kindOfProp(name, value) {
  if (name === 'className') return 'class names';
  if (name === 'srcSet' || name === 'src' || name === 'imageSrcSet') return 'image URLs';
  if (name === 'href') return 'links';
  if (name === 'style') return 'inline styles';
  if (name === 'd' || name === 'viewBox' || name === 'points') return 'SVG';
  if (name === 'children' && typeof value === 'string') return 'text';
  return 'other attributes';
}

/** Splits the payload: element structure, host props by kind, client components' props by component. */
export function payloadBreakdown(rows) {
  const clientNames = new Map();
  for (const r of rows) if (r.tag === 'I' && Array.isArray(r.value)) clientNames.set(`$L${r.id}`, r.value[2] || r.value[0]);
  const byKind = new Map();
  const byClient = new Map();
  const walk = (value, client) => {
    if (isElement(value)) {
      const [, type, key, props] = value;
      const name = clientNames.get(type) ?? (type.startsWith('$') ? null : type);
      const inClient = client ?? (clientNames.has(type) ? name : null);
      add(byKind, 'element structure', escapedLength(['$', type, key, {}]));
      for (const [prop, v] of Object.entries(props ?? {})) {
        add(byKind, 'element structure', escapedLength(prop) + 2);
        if (prop === 'children' && typeof v !== 'string') walk(v, inClient);
        else {
          add(byKind, kindOfProp(prop, v), escapedLength(v));
          if (inClient) add(byClient, inClient, escapedLength(v));
        }
      }
      return;
    }
    if (Array.isArray(value)) {
      add(byKind, 'element structure', 2 + Math.max(0, value.length - 1));
      for (const v of value) walk(v, client);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        add(byKind, 'element structure', escapedLength(k) + 2);
        walk(v, client);
      }
    } else {
      add(byKind, typeof value === 'string' && value.startsWith('$') ? 'element structure' : 'text', escapedLength(value ?? null));
      if (client) add(byClient, client, escapedLength(value ?? null));
    }
  };
  for (const r of rows) {
    if (r.tag === 'I') add(byKind, 'client component references', escapedLength(r.value) + r.id.length + 3);
    else if (r.tag === 'HL') add(byKind, 'hints (preloads)', escapedLength(r.value) + r.id.length + 4);
    else if (r.tag === 'T') add(byKind, 'text', Buffer.byteLength(JSON.stringify(r.value)));
    else walk(r.value, null);
  }
  return { byKind, byClient };
}

/** Splits the markup (the HTML without its scripts) by attribute kind, SVG, text and tags. */
export function markupBreakdown(markup) {
  const byKind = new Map();
  let svg = 0;
  const withoutSvg = markup.replace(/<svg\b[\s\S]*?<\/svg>/g, (m) => ((svg += Buffer.byteLength(m)), ''));
  add(byKind, 'SVG', svg);
  let tags = 0;
  for (const [tag] of withoutSvg.matchAll(/<[^>]+>/g)) {
    let rest = Buffer.byteLength(tag);
    for (const [attr, name] of tag.matchAll(/\s([\w:-]+)(?:="[^"]*")?/g)) {
      const bytes = Buffer.byteLength(attr);
      rest -= bytes;
      const n = name.toLowerCase();
      const kind = n === 'class' ? 'class names' : n === 'src' || n === 'srcset' || n === 'imagesrcset' ? 'image URLs' : n === 'href' ? 'links' : n === 'style' ? 'inline styles' : 'other attributes';
      add(byKind, kind, bytes);
    }
    tags += rest;
  }
  add(byKind, 'element structure', tags);
  add(byKind, 'text', Buffer.byteLength(withoutSvg.replace(/<[^>]+>/g, '')));
  return byKind;
}

/** One page: HTML, markup, inline RSC payload and other inline scripts, each split as above. */
export function analysePage(html) {
  let rscScripts = 0;
  let otherScripts = 0;
  for (const [whole, , body] of html.matchAll(SCRIPT)) {
    if (body.includes('self.__next_f')) rscScripts += Buffer.byteLength(whole);
    else otherScripts += Buffer.byteLength(whole);
  }
  const markup = html.replace(SCRIPT, '');
  const rows = flightRows(flightText(html));
  const payload = payloadBreakdown(rows);
  return {
    html: Buffer.byteLength(html),
    markup: Buffer.byteLength(markup),
    rsc: rscScripts,
    otherScripts,
    markupByKind: Object.fromEntries(markupBreakdown(markup)),
    rscByKind: Object.fromEntries(payload.byKind),
    rscByClient: Object.fromEntries([...payload.byClient].sort((a, b) => b[1] - a[1])),
  };
}

export const WEIGHT_PAGES = ['/yp/category/0101', '/yp/category/0101?page=2', '/yp', '/mm', '/en/mm', '/mm/blog/8=1', '/mw', '/mw/agenda'];

/** Every page's breakdown, fetched from a running server. */
export async function pageWeights(baseUrl, paths = WEIGHT_PAGES) {
  const out = [];
  for (const path of paths) out.push({ path, ...analysePage(await (await fetch(new URL(path, baseUrl))).text()) });
  return out;
}
