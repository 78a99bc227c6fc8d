'use client';

import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from './FormField';
import { ImagePicker } from './ImagePicker';
import ui from './ui.module.css';

/** A banner's English picture (a new file, or the stored one) and what each picture says. */
export type BannerEnglish = { fileEn: File | null; removeEn: boolean; alt: string; alt_en: string };
export const NO_ENGLISH: BannerEnglish = { fileEn: null, removeEn: false, alt: '', alt_en: '' };

/** Adds the English fields to a banner's multipart form (an empty picker sends no English picture). */
export function appendEnglish(form: FormData, value: BannerEnglish) {
  if (value.fileEn) form.append('image_en', value.fileEn);
  else if (value.removeEn) form.append('remove_image_en', 'true');
  form.append('alt', value.alt);
  form.append('alt_en', value.alt_en);
}

/**
 * The English picture (optional: /en shows the Mongolian one while there is none) and the alt text of the
 * pictures in both languages, for the banner add and edit forms.
 */
export function BannerEnglishFields({ value, onChange, currentEn }: { value: BannerEnglish; onChange: (next: BannerEnglish) => void; currentEn?: string }) {
  const t = useTranslations('admin.banners');
  return (
    <>
      <ImagePicker
        id="banner-image-en"
        label={t('chooseImageEn')}
        hint={t('imageEnHint')}
        file={value.fileEn}
        currentUrl={value.removeEn ? null : currentEn || null}
        onChange={(fileEn) => onChange({ ...value, fileEn, removeEn: false })}
      />
      {currentEn && !value.fileEn && (
        <label>
          <input type="checkbox" checked={value.removeEn} onChange={(e) => onChange({ ...value, removeEn: e.target.checked })} /> {t('removeImageEn')}
        </label>
      )}
      <FormField id="banner-alt" label={t('alt')} hint={t('altHint')}>
        <input className={ui.input} lang="mn" maxLength={300} value={value.alt} onChange={(e) => onChange({ ...value, alt: e.target.value })} {...fieldProps('banner-alt', null, t('altHint'))} />
      </FormField>
      <FormField id="banner-alt-en" label={t('altEn')}>
        <input className={ui.input} lang="en" maxLength={300} value={value.alt_en} onChange={(e) => onChange({ ...value, alt_en: e.target.value })} {...fieldProps('banner-alt-en')} />
      </FormField>
    </>
  );
}
