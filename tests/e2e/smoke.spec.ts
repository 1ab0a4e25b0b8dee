import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';

test('one process serves the site and the API', async ({ page, request }) => {
  const status = await request.get('/elearning/api/users/auth-status');
  expect(status.ok()).toBe(true);
  expect(await status.json()).toEqual({ authenticated: false });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the XSRF cookie is issued to every client', async ({ page, context }) => {
  await page.goto('/');
  await page.request.get('/elearning/api/users/auth-status');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toContain('XSRF-TOKEN');
});
