export { AccountMenu, type AccountMenuProps, type AccountMenuUser } from './AccountMenu';
