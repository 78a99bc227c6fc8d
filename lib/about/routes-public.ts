import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { langParam } from '@/lib/api/params';
import { getAboutPeople } from './queries';

export const aboutPublicRoutes: Route[] = [
  route({ method: 'GET', path: '/get/about-us', query: z.object({ lang: langParam }), handler: async ({ query }) => ({ about: await getAboutPeople(query) }) }),
];
