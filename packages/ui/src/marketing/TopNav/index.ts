export { TopNav, type TopNavProps } from './TopNav';
export { isActivePath } from './navItems';
