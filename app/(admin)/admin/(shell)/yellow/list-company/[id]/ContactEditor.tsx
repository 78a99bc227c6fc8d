'use client';

import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import { CONTACT_TYPES, type ContactType } from '@/lib/directory/validators';
import styles from '@/components/admin/yellow/yellow.module.css';
import { Options } from '@/components/ui/Options';

export type ExistingContact = { id: number; contact_type: string; contact_value: string };
export type NewContact = { contact_type: ContactType; contact_value: string };

type Props = {
  existing: ExistingContact[];
  onExistingChange: (contacts: ExistingContact[]) => void;
  onDeleteExisting: (contact: ExistingContact) => void;
  added: NewContact[];
  onAddedChange: (contacts: NewContact[]) => void;
};

/** A company's contacts: stored ones are edited in place or deleted (at once, after a question); new ones are saved with the form. */
export function ContactEditor({ existing, onExistingChange, onDeleteExisting, added, onAddedChange }: Props) {
  const t = useTranslations('adminYellow.directory');
  const typeLabel = (type: string) => (CONTACT_TYPES.includes(type as ContactType) ? t(`edit.contactTypes.${type as ContactType}`) : type);
  return (
    <fieldset className={styles.group}>
      <legend>{t('edit.contacts')}</legend>
      {existing.map((contact, i) => (
        <div key={contact.id} className={styles.listRow}>
          <label htmlFor={`yp-contact-${contact.id}`}>{typeLabel(contact.contact_type)}</label>
          <input
            id={`yp-contact-${contact.id}`}
            className={ui.input}
            value={contact.contact_value}
            onChange={(e) => onExistingChange(existing.map((c, j) => (j === i ? { ...c, contact_value: e.target.value } : c)))}
          />
          <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => onDeleteExisting(contact)}>
            {t('common.delete')}
          </button>
        </div>
      ))}
      {added.map((contact, i) => (
        <div key={`new-${i}`} className={styles.listRow}>
          <select
            aria-label={`${t('edit.newContact')} ${i + 1}: ${t('edit.contactType')}`}
            className={ui.select}
            value={contact.contact_type}
            onChange={(e) => onAddedChange(added.map((c, j) => (j === i ? { ...c, contact_type: e.target.value as ContactType } : c)))}
          >
            <Options items={CONTACT_TYPES} value={(type) => type} label={(type) => typeLabel(type)} />
          </select>
          <input
            aria-label={`${t('edit.newContact')} ${i + 1}: ${t('edit.contactValue')}`}
            className={ui.input}
            value={contact.contact_value}
            onChange={(e) => onAddedChange(added.map((c, j) => (j === i ? { ...c, contact_value: e.target.value } : c)))}
          />
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onAddedChange(added.filter((_, j) => j !== i))}>
            {t('common.clear')}
          </button>
        </div>
      ))}
      <button type="button" className={ui.button} onClick={() => onAddedChange([...added, { contact_type: 'phone', contact_value: '' }])}>
        {t('edit.addContact')}
      </button>
    </fieldset>
  );
}
