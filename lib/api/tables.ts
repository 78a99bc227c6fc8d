import { adminTable } from './admin';
import { mmTable } from './mm';
import { mwTable } from './mw';
import { weekAdminTable } from './week';
import { yellowPageAdminTable } from './yellow-page';
import { ypTable } from './yp';

/** Every route table, for the catch-all handlers and for tests that walk all routes. */
export const allTables = [mmTable, adminTable, weekAdminTable, yellowPageAdminTable, mwTable, ypTable];
export const adminTables = [adminTable, weekAdminTable, yellowPageAdminTable];
