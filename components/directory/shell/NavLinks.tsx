import { Link } from '@/lib/i18n/navigation';

export type NavLink = { href: string; label: string };

/** The directory's main links as a list (the navbar on wide screens, the drawer on small ones). */
export function NavLinks({ links }: { links: NavLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
