export { Logo, LogoLink, LogoMark, type LogoLinkProps, type LogoMarkProps } from './Logo';
