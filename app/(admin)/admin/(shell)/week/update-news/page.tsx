import { weekPage } from '../week-page';

export default weekPage('update-news');
