import { weekPage } from '../week-page';

export default weekPage('add-news');
