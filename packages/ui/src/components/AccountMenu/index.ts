export {
  AccountMenu,
  AccountMenuPlaceholder,
  type AccountMenuProps,
  type AccountMenuUser,
} from './AccountMenu';
