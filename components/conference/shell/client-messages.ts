/**
 * The message sections the conference's client islands use (gallery, presentations, registration, the 2023
 * edition's navbar): all its shells hand the browser these, not the whole `mw` namespace (issue 23.3).
 */
export const CONFERENCE_CLIENT_MESSAGES = ['common', 'mw.e2023', 'mw.gallery', 'mw.presentation', 'mw.register'];
