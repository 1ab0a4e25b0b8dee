export { AppShell, type AppShellProps, type AppUser } from './AppShell';
