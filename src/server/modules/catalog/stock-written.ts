import type { Database } from '#src/db/client';
import { kickOutbox } from '#src/server/modules/mail/index';

/**
 * After a write of stock has committed: its transaction may have written e-mails through the database's triggers (a
 * pack back in stock for the shoppers waiting for it, decision 062; a pack running low, 057), so the outbox is kicked
 * now rather than at its next poll. Answers what the write answered.
 */
export async function afterStockWrite<T>(db: Database, write: Promise<T>): Promise<T> {
  const answer = await write;
  kickOutbox(db);
  return answer;
}
