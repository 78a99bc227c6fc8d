'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { FormActions, useFormSave } from '@/components/admin/FormActions';
import { menuFormError, MENU_LEVELS, normalizedPageType, PAGE_TYPES, type PageType } from '@/lib/news/menu-form';
import type { Menu } from './types';
import { parentChoices } from './tree';
import ui from '@/components/admin/ui.module.css';
import { Options } from '@/components/ui/Options';

type Props = { menu?: Menu; menus: Menu[]; onSaved: () => void; onCancel: () => void };

/** Add or edit a menu. Page type and level radios clear on a second click; sub levels are static pages only. */
export function MenuForm({ menu, menus, onSaved, onCancel }: Props) {
  const t = useTranslations('admin.menus');
  const [category, setCategory] = useState(menu?.category ?? '');
  const [categoryEn, setCategoryEn] = useState(menu?.category_en ?? '');
  const [pageType, setPageType] = useState<PageType | null>(menu?.page_type ?? null);
  const [level, setLevel] = useState<number | null>(menu?.category_level ?? null);
  const [pid, setPid] = useState<number | null>(menu?.pid ?? null);
  const [active, setActive] = useState(menu?.category_status ?? true);
  const form = useFormSave();
  const parents = parentChoices(menus, level, menu?.cid);

  function chooseLevel(next: number | null) {
    setLevel(next);
    if (next && next > 1) setPageType(null);
    if (!next || next === 1 || !parentChoices(menus, next, menu?.cid).some((p) => p.cid === pid)) setPid(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { category, category_en: categoryEn, pid: level && level > 1 ? pid : null, page_type: pageType, category_level: level };
    const body = { ...values, page_type: level ? normalizedPageType(level, pageType) : null, category_status: active };
    void form.save(
      menuFormError(values),
      () => adminFetch(menu ? '/update/category' : '/insert/category', { json: menu ? { ...body, cid: menu.cid } : body }),
      onSaved,
    );
  }

  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-label={menu ? t('editTitle') : t('addTitle')}>
      <h2 className={ui.title}>{menu ? t('editTitle') : t('addTitle')}</h2>
      <div className={ui.row}>
        <FormField id="menu-name" label={t('name')} required>
          <input className={ui.input} {...fieldProps('menu-name')} value={category} onChange={(e) => setCategory(e.target.value)} maxLength={200} />
        </FormField>
        <FormField id="menu-name-en" label={t('nameEn')} required>
          <input className={ui.input} {...fieldProps('menu-name-en')} value={categoryEn} onChange={(e) => setCategoryEn(e.target.value)} maxLength={200} />
        </FormField>
      </div>
      <ClearableRadios
        legend={t('pageType')}
        name="page_type"
        values={PAGE_TYPES}
        value={pageType}
        label={(type) => t(`type.${type}`)}
        disabled={() => Boolean(level && level > 1)}
        onChange={setPageType}
      />
      <ClearableRadios
        legend={t('level')}
        name="category_level"
        values={MENU_LEVELS}
        value={level}
        label={(l) => t(`levels.${l}`)}
        disabled={(l) => l > 1 && pageType === 'news'}
        onChange={chooseLevel}
      />
      {level && level > 1 && (
        <FormField id="menu-parent" label={t('parent')} required>
          <select className={ui.select} {...fieldProps('menu-parent')} value={pid ?? ''} onChange={(e) => setPid(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('chooseParent')}</option>
            <Options items={parents} value={(p) => p.cid} label={(p) => p.category} />
          </select>
        </FormField>
      )}
      <label className={ui.choice}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t('active')}
      </label>
      <FormActions error={form.error} busy={form.busy} editing={Boolean(menu)} onBack={onCancel} backLabel="cancel" />
    </form>
  );
}

type RadiosProps<V extends string | number> = {
  legend: string;
  name: string;
  values: readonly V[];
  value: V | null;
  label: (value: V) => string;
  disabled: (value: V) => boolean;
  onChange: (value: V | null) => void;
};

/** Radios that a second click on the chosen one clears (the menu's page type and level may be left open). */
function ClearableRadios<V extends string | number>({ legend, name, values, value, label, disabled, onChange }: RadiosProps<V>) {
  return (
    <fieldset className={ui.fieldset}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v} className={ui.choice}>
          <input type="radio" name={name} value={v} checked={value === v} disabled={disabled(v)} onChange={() => {}} onClick={() => onChange(value === v ? null : v)} />
          {label(v)}
        </label>
      ))}
    </fieldset>
  );
}
