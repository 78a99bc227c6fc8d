export declare const SITE_PATH_HEADER: 'x-site-path';
