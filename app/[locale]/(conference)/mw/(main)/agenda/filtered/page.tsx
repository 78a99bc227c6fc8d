import { agendaRoute } from '@/components/conference/programme/agenda-route';

/**
 * /mw/agenda?day=…&hall=…&type=… arrives here through the request guard (lib/conference/agenda-route.ts):
 * rendered per request, since any value may be asked for and each must not become a stored page.
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = agendaRoute.generateMetadata;
export default agendaRoute.FilteredPage;
