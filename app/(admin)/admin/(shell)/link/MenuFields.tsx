'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import ui from '@/components/admin/ui.module.css';
import { Options } from '@/components/ui/Options';
import { MENU_LEVELS, PAGE_TYPES, type MenuLevel, type PageType } from '@/lib/news/menu-form';
import { parentChoices, type Menu } from './tree';

/**
 * A menu's page type, level and parent, which depend on each other: radios that a second click clears, sub levels
 * for static pages only (choosing one clears the page type), a parent one level up (spec §5).
 */
export function MenuPlacement() {
  const t = useTranslations('admin.menus');
  const { setValue } = useFormContext();
  const [pageType, level, pid, cid] = useWatch({ name: ['page_type', 'category_level', 'pid', 'cid'] }) as [PageType | null, MenuLevel | null, number | null, number | undefined];
  const menus = useAdminQuery<{ categories: Menu[] }>('/get/categories').data?.categories ?? [];
  const parents = parentChoices(menus, level, cid);

  function chooseLevel(next: number | null) {
    setValue('category_level', next);
    if (next && next > 1) setValue('page_type', null);
    if (!next || next === 1 || !parentChoices(menus, next, cid).some((p) => p.cid === pid)) setValue('pid', null);
  }

  const radios = <V extends string | number>(legend: string, values: readonly V[], value: V | null, label: (v: V) => string, off: (v: V) => boolean, set: (v: V | null) => void) => (
    <fieldset className={ui.fieldset}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v} className={ui.choice}>
          <input type="radio" value={v} checked={value === v} disabled={off(v)} onChange={() => {}} onClick={() => set(value === v ? null : v)} />
          {label(v)}
        </label>
      ))}
    </fieldset>
  );
  return (
    <>
      {radios(t('pageType'), PAGE_TYPES, pageType, (type) => t(`type.${type}`), () => Boolean(level && level > 1), (v) => setValue('page_type', v))}
      {radios(t('level'), MENU_LEVELS, level, (l) => t(`levels.${l}`), (l) => l > 1 && pageType === 'news', chooseLevel)}
      {level && level > 1 && (
        <FormField id="menu-parent" label={t('parent')} required>
          <select className={ui.select} {...fieldProps('menu-parent')} value={pid ?? ''} onChange={(e) => setValue('pid', e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('chooseParent')}</option>
            <Options items={parents} value={(p) => p.cid} label={(p) => p.category} />
          </select>
        </FormField>
      )}
    </>
  );
}
