import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { langParam } from '@/lib/api/params';
import { getAboutPeople } from './queries';

/** The association's people; the directory's store asks for the same list. */
export const aboutUsRoute = route({ method: 'GET', path: '/get/about-us', query: z.object({ lang: langParam }), handler: async ({ query }) => ({ about: await getAboutPeople(query) }) });

export const aboutPublicRoutes: Route[] = [aboutUsRoute];
