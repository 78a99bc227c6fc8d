'use client';

import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { accountResource } from './resource';

/** /admin/accounts (admins only): accounts 10/20/30 per page, add/edit form with the avatar, delete by e-mail. */
export function AccountsScreen() {
  return <ResourceScreen resource={accountResource} />;
}
