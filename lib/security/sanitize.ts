import sanitizeHtml from 'sanitize-html';

/** Images in rich text: our own uploads (local /uploads/… or object storage over https) or any https address. */
function allowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  return /^\/uploads\/[A-Za-z0-9._-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/i.test(src);
}

/** Links: http(s), mailto, or a path on our own site (never protocol-relative //host). */
function allowedHref(href: string | undefined): boolean {
  if (!href) return false;
  return /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?!\/)/.test(href) || href.startsWith('#');
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style contents never become text either.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (allowedHref(attribs.href)) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer nofollow';
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSource(frame.attribs.src),
};

/**
 * Rich text from the back office, reduced to an allow-list before it is stored: no script or event-handler
 * attributes, no javascript:/data: URLs, links only http(s)/mailto/own paths, images only from our storage or https.
 * Public pages render the stored HTML as is, so this is the only gate.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

