import { jsonError } from '@/lib/api/errors';

const unknown = () => jsonError(404, 'API зам олдсонгүй.');
export { unknown as GET, unknown as POST, unknown as PUT, unknown as DELETE, unknown as PATCH };
