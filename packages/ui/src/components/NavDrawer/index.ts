export { NavDrawer, type NavDrawerProps } from './NavDrawer';
export { navDrawerPropDefs, type NavDrawerSize } from './NavDrawer.props';
