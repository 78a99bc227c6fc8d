import { jsonError } from '@/lib/api/errors';
import { apiLanguage } from '@/lib/i18n/api-language';
import { translateApiMessage } from '@/lib/i18n/api-messages';

const unknown = (req: Request) => jsonError(404, translateApiMessage('API зам олдсонгүй.', apiLanguage(req)));
export { unknown as GET, unknown as POST, unknown as PUT, unknown as DELETE, unknown as PATCH };
