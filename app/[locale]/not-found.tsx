import { PageNotFound } from '@/components/not-found/PageNotFound';

export default PageNotFound;
