'use client';

import { useCallback, useState } from 'react';
import { adminFetch, useAdminQuery, useRefetchAdmin } from '@/components/admin/api';
import type { AboutCategory } from '@/lib/about/form-messages';
import type { Person } from './types';

export type Editing = { category: AboutCategory; person: Person | null } | null;

/**
 * The state the About and auditor screens share: the about-us list, which form is open, the delete
 * confirmation and the success modal. Saving or deleting returns to the list and refetches it.
 */
export function usePeopleScreen() {
  const people = useAdminQuery<{ about: Person[] }>('/get/about-us');
  const refetch = useRefetchAdmin();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Person | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);

  const inCategory = (category: AboutCategory) => people.data?.about.filter((p) => p.about_category === category);

  async function afterSave() {
    setEditing(null);
    setSaved(true);
    await refetch('/get/about-us');
  }

  async function remove() {
    if (!toDelete) return;
    try {
      await adminFetch(`/delete/about-us?id=${toDelete.id}`, { method: 'DELETE' });
      setDeleteError(null);
      await refetch('/get/about-us');
    } catch (e) {
      setDeleteError(e instanceof Error ? e.message : String(e));
    } finally {
      setToDelete(null);
    }
  }

  return { people, inCategory, editing, setEditing, toDelete, setToDelete, deleteError, remove, saved, closeSaved, afterSave };
}
