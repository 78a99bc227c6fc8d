/**
 * Checked by `tsc`, not run: every namespace rejects a key it does not have, also one holding a list (global.d.ts
 * types lists as the build makes them; before, next-intl's key types accepted any key in mm.about, mm.activity,
 * mm.membership, mm.anniversary, mw.home and mw.about), and a list is named by its checked path.
 */
import { getTranslations } from 'next-intl/server';
import { messageList } from '@/lib/i18n/message-list';

export async function unknownKeysDoNotCompile() {
  const about = await getTranslations('mm.about');
  // @ts-expect-error no such key in a namespace that holds a list
  about('noSuchKey');
  const home = await getTranslations('mw.home');
  // @ts-expect-error no such key in a namespace that holds a list
  home('noSuchKey');
  await messageList('mm.about.valuesList');
  // @ts-expect-error no such list
  await messageList('mm.about.noSuchList');
}
