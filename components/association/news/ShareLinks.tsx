import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/association/shell/icons';
import styles from './ShareLinks.module.css';

/** Plain share links (no third-party script, nothing loaded until clicked). An empty title falls back to a default. */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('mm.detail');
  const common = await getTranslations('common');
  const text = title.trim() || t('defaultShareTitle');
  const u = encodeURIComponent(url);
  const links = [
    { name: t('shareFacebook'), icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, external: true },
    { name: t('shareTwitter'), icon: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`, external: true },
    { name: t('shareEmail'), icon: 'mail', href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}\n${url}`)}`, external: false },
  ] as const;
  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        {t('share')}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.icon}>
            <a
              href={link.href}
              className={styles[link.icon]}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={link.external ? `${link.name} ${common('opensInNewTab')}` : link.name}
              title={link.name}
            >
              <Icon name={link.icon} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
