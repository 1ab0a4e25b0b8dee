import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '../../services/language';

/**
 * A text column read in `lang`: for French its `*_fr` column with the English as fallback, for English the
 * column itself, so English queries stay exactly as they were. Typed as the English column: both read a string.
 */
export function localized<C extends PgColumn>(lang: Lang, english: C, french: PgColumn): C {
  return lang === 'fr' ? (sql<string>`coalesce(${french}, ${english})` as unknown as C) : english;
}
