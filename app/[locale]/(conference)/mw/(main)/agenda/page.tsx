import { agendaRoute } from '@/components/conference/programme/agenda-route';

// A cached page; its "now" and "next" marks follow the clock, so it is made again every minute.
export const revalidate = 60;

export const generateMetadata = agendaRoute.generateMetadata;
export default agendaRoute.Page;
