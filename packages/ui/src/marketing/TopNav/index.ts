export { TopNav, type TopNavProps } from './TopNav';
export { isActivePath, type SignedInAccount, type TopNavUrls } from './navItems';
