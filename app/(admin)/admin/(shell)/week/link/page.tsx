export { default } from '../week-page';
