import { adminPage, routeId } from './resource/adminPage';
import { ContentVersions } from './ContentVersions';

type Kind = Parameters<typeof ContentVersions>[0];

/** The page /admin/{screen}/versions/{id} of a content kind: its item's versions (ContentVersions). */
export const versionsPage = (props: Omit<Kind, 'id'>) => adminPage(ContentVersions, async (params: { id: string }) => ({ ...props, id: routeId(params) }));
