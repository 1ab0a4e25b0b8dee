export { TopNav, type TopNavProps } from './TopNav';
export { isActivePath, type TopNavUrls } from './navItems';
