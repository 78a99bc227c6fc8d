import { weekPage } from '../week-page';

export default weekPage('event-date');
