export { LanguageMenu, type LanguageMenuProps } from './LanguageMenu';
export { languageMenuPropDefs, type LanguageMenuLabel } from './LanguageMenu.props';
