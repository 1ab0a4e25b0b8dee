import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
