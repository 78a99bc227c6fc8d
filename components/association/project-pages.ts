/** The project pages of spec §2.3: 20 responsible mining … 26 sustainable mining. */
export const PROJECT_PAGES = [20, 21, 22, 23, 24, 25, 26] as const;
export type ProjectPage = (typeof PROJECT_PAGES)[number];
export const isProjectPage = (cid: number): cid is ProjectPage => (PROJECT_PAGES as readonly number[]).includes(cid);
