import { route, type Route } from '@/lib/api/table';
import { getMemberCompanyLogos, getMembershipLogos, getResponsibleLogos } from './queries';

export const logosPublicRoutes: Route[] = [
  route({ method: 'GET', path: '/get/logos', handler: async () => ({ logos: await getMembershipLogos() }) }),
  route({ method: 'GET', path: '/get/member-logo', handler: async () => ({ logos: await getMemberCompanyLogos() }) }),
  route({ method: 'GET', path: '/get/responsible-logo', handler: async () => ({ logos: await getResponsibleLogos() }) }),
];
