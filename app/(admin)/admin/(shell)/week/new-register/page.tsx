import { weekPage } from '../week-page';

export default weekPage('new-register');
