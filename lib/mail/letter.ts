import type { Message } from './index';

/**
 * Every message the product sends, in one shape: Mongolian first, then English, each signed with the
 * association's name, as plain text and as HTML. Paragraph text is always escaped in the HTML part, so a
 * name someone typed into a form can never become markup or a link there.
 */
export const ASSOCIATION = { mn: 'Монголын Уул Уурхайн Үндэсний Ассоциаци', en: 'Mongolian National Mining Association' } as const;

/** A paragraph: text (line breaks kept), a code shown large, a link, or an attached picture shown inline (by its cid). */
export type Paragraph = string | { code: string } | { link: string } | { image: string; alt: string };

export type Letter = Omit<Message, 'text' | 'html'> & { mn: Paragraph[]; en: Paragraph[] };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function plain(p: Paragraph): string {
  if (typeof p === 'string') return p;
  if ('image' in p) return p.alt;
  return 'code' in p ? p.code : p.link;
}

function html(p: Paragraph): string {
  if (typeof p === 'string') return `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  if ('image' in p) return `<p><img src="cid:${escapeHtml(p.image)}" alt="${escapeHtml(p.alt)}" width="240" height="240"></p>`;
  if ('code' in p) return `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(p.code)}</p>`;
  return `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`;
}

const section = (lang: 'mn' | 'en', paragraphs: Paragraph[]) =>
  `<div lang="${lang}">\n${[...paragraphs, ASSOCIATION[lang]].map(html).join('\n')}\n</div>`;

export function letter({ mn, en, ...message }: Letter): Message {
  const text = [[...mn, ASSOCIATION.mn].map(plain).join('\n\n'), [...en, ASSOCIATION.en].map(plain).join('\n\n')].join('\n\n———\n\n');
  const body = `${section('mn', mn)}\n<hr>\n${section('en', en)}`;
  return {
    ...message,
    text,
    html: `<!doctype html>\n<html lang="mn">\n<head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>\n<body>\n${body}\n</body>\n</html>`,
  };
}
