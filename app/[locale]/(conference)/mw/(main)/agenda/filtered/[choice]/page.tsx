import { agendaRoute } from '@/components/conference/programme/agenda-route';

/**
 * /mw/agenda?day=…&hall=…&type=… arrives here through the request guard as /mw/agenda/filtered/{day}-{hall}-{type}
 * (lib/conference/agenda-route.ts): one cached page per choice, made again every minute like the programme itself.
 * A choice the programme does not have is sent to the one it has, so made-up values never become stored pages.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = agendaRoute.generateMetadata;
export default agendaRoute.FilteredPage;
