import styles from './RichText.module.css';

/**
 * HTML from the back office's editor. It is sanitized when saved and again when read (lib/security/sanitize),
 * so it is rendered as stored.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return <div className={`${styles.body} ${className ?? ''}`} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
