/** The strings PageNotFound looks up: whichever provider wraps a not-found page hands it these. */
export const PAGE_NOT_FOUND_MESSAGES = ['common.pageNotFound', 'common.backHome'];
