import { NewsNotFound } from '@/components/not-found/NewsNotFound';

export default NewsNotFound;
