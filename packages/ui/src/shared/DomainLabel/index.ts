export { useDomainLabel } from './useDomainLabel';
