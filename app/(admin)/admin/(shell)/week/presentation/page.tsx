import { weekPage } from '../week-page';

export default weekPage('presentation');
