export { AppShell, type AppShellProps, type AppShellUrls, type AppUser } from './AppShell';
