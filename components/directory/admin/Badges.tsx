'use client';

import { useTranslations } from 'next-intl';
import styles from './admin.module.css';

export function ApprovalBadge({ approved }: { approved: boolean }) {
  const t = useTranslations('adminYellow.directory.common');
  return <span className={approved ? styles.badge : styles.badgeOff}>{approved ? t('approved') : t('pending')}</span>;
}

export function StatusBadge({ operating }: { operating: boolean }) {
  const t = useTranslations('adminYellow.directory.common');
  return <span className={operating ? styles.badge : styles.badgeOff}>{operating ? t('operating') : t('stopped')}</span>;
}
