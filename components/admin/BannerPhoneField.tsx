'use client';

import { useTranslations } from 'next-intl';
import { ImagePicker } from './ImagePicker';

/** The association hero's optional phone picture: a new file, or dropping the stored one. */
export type BannerPhone = { filePhone: File | null; removePhone: boolean };
export const NO_PHONE: BannerPhone = { filePhone: null, removePhone: false };

/** Adds the phone picture to a banner's multipart form (an empty picker keeps the stored one). */
export function appendPhone(form: FormData, value: BannerPhone) {
  if (value.filePhone) form.append('image_phone', value.filePhone);
  else if (value.removePhone) form.append('remove_image_phone', 'true');
}

/**
 * The hero's phone picture (optional: phones crop the main picture around its middle without it), with the
 * size the phone frame really has. The alt texts of the main picture describe it too (one <picture>, one alt).
 */
export function BannerPhoneField({ value, onChange, current }: { value: BannerPhone; onChange: (next: BannerPhone) => void; current?: string }) {
  const t = useTranslations('admin.banners');
  return (
    <>
      <ImagePicker
        id="banner-image-phone"
        label={t('chooseImagePhone')}
        hint={t('imagePhoneHint')}
        file={value.filePhone}
        currentUrl={value.removePhone ? null : current || null}
        onChange={(filePhone) => onChange({ filePhone, removePhone: false })}
      />
      {current && !value.filePhone && (
        <label>
          <input type="checkbox" checked={value.removePhone} onChange={(e) => onChange({ ...value, removePhone: e.target.checked })} /> {t('removeImagePhone')}
        </label>
      )}
    </>
  );
}
