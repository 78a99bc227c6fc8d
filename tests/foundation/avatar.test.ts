import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar/Avatar';
import { AVATAR_COLOURS, avatarColour, initialsOf } from '@/components/ui/avatar/initials';

const render = (props: Parameters<typeof Avatar>[0]) => renderToStaticMarkup(createElement(Avatar, props));

describe('initials avatar (issue 27.9: neutral initials instead of one generic silhouette)', () => {
  it('takes the first letters of the first and last words, in Mongolian and English', () => {
    expect(initialsOf('Б. Батболд')).toBe('ББ');
    expect(initialsOf('B. Batbold')).toBe('BB');
    expect(initialsOf('Oyunchimeg Dashdorj Enkhbayar')).toBe('OE');
    expect(initialsOf('  өнөржаргал ')).toBe('Ө');
    expect(initialsOf('')).toBe('');
  });

  it('gives the same name the same colour everywhere and spreads names over the palette', () => {
    expect(avatarColour('Б. Батболд')).toBe(avatarColour(' б. батболд'));
    const names = ['Б. Батболд', 'Д. Сарангэрэл', 'Г. Тэмүүлэн', 'Ц. Энхжин', 'О. Мөнхбат', 'Anna Smith', 'John Doe', 'Э. Анужин'];
    const colours = new Set(names.map(avatarColour));
    expect(colours.size).toBeGreaterThanOrEqual(4);
    for (const colour of colours) expect(AVATAR_COLOURS).toContain(colour);
  });

  it('shows the initials, hidden from screen readers (the name is printed beside it), when there is no photo', () => {
    const html = render({ name: 'Д. Сарангэрэл', src: '', size: 300, sizes: '160px', className: 'photo' });
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('>ДС<');
    expect(html).toContain(`--avatar-colour:${avatarColour('Д. Сарангэрэл')}`);
    expect(html).toContain('photo');
  });

  it('keeps showing an uploaded photo, sized to avoid layout shift', () => {
    const html = render({ name: 'Д. Сарангэрэл', src: '/uploads/abc.jpg', size: 300, sizes: '160px', className: 'photo' });
    expect(html).toMatch(/<img[^>]+alt=""/);
    expect(html).toContain('width="300"');
    expect(html).toContain('height="300"');
    expect(html).toContain('abc.jpg');
  });
});
