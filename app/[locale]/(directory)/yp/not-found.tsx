import { DirectoryNotFound } from '@/components/directory/routes/DirectoryNotFound';

export default DirectoryNotFound;
