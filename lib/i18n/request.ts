import { getRequestConfig } from 'next-intl/server';
import { isLocale, routing } from './routing';
import { loadAdminMessages, loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const messages = { ...(await loadMessages(locale)), ...(locale === 'mn' ? await loadAdminMessages() : {}) };
  return { locale, messages };
});
