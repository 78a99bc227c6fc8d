/**
 * The `mw` sections the conference's client islands read (gallery, presentations, registration, the 2023
 * news search). Each island's page hands the browser its own section (IslandMessages), not every section on
 * every /mw page (issue 23.3); `common` comes from the root layout.
 */
export const CONFERENCE_ISLAND_SECTIONS = ['e2023', 'gallery', 'presentation', 'register'] as const;

export type ConferenceIslandSection = (typeof CONFERENCE_ISLAND_SECTIONS)[number];
