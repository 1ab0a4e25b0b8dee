export { CodeField } from './CodeField';
