import type { ReactNode } from 'react';

// About the size of a site's frame here (the /mm header, menus and footer are ~390 elements): 20 menus of 6 links, 6 footer lists.
const menus = Array.from({ length: 20 }, (_, menu) => ({ menu, links: Array.from({ length: 6 }, (_, link) => link) }));

export default function FramedLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <nav>
            <ul>
              {menus.map(({ menu, links }) => (
                <li key={menu}>
                  <a href={`/menu/${menu}`}>Menu {menu}</a>
                  <ul>
                    {links.map((link) => (
                      <li key={link}>
                        <a href={`/menu/${menu}/${link}`}>Link {link} of menu {menu}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {children}
        <footer>
          {menus.slice(0, 6).map(({ menu, links }) => (
            <section key={menu}>
              <h2>Menu {menu}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link}>
                    <a href={`/menu/${menu}/${link}`}>Link {link}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </footer>
      </body>
    </html>
  );
}
