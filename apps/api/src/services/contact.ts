import type { Schemas } from '../contract/types';
import { contactMessages } from '../db/schema';
import type { AppContext } from './context';
import { LIMITS } from './rate-limit';

export const SUPPORT_EMAIL = 'support@kafka-learning.dev';

/** Stores the message and forwards it to the team's mailbox. */
export async function sendContactMessage(
  ctx: AppContext,
  input: Schemas['ContactRequest'],
  sender: { userId: number | null; clientIp: string },
): Promise<void> {
  await ctx.limiter.consume(LIMITS.contactPerClient, sender.clientIp, ctx.clock.now());
  await ctx.db
    .insert(contactMessages)
    .values({ ...input, userId: sender.userId, createdAt: ctx.clock.now() });
  await ctx.mailer.send({
    to: SUPPORT_EMAIL,
    subject: `[Contact] ${input.subject}`,
    text: `From ${input.name} <${input.email}>\n\n${input.message}`,
  });
}
