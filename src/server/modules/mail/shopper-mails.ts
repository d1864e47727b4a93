import { z } from 'zod';
import type { MailMessage } from '#src/server/lib/mailer';
import { mailName, oneLine } from '#src/server/lib/mail-layout';
import { BACK_IN_STOCK_TEXT } from '#src/shared/texts/back-in-stock';
import type { ShopForMail } from './order-mail-data';
import { noticeMail, shopLink } from './order-mail-parts';

/**
 * A shopper's e-mail that is about no order: "back in stock" (issue 32 §4, docs/decisions/062), written by the
 * trigger of migration 0045 with the product, the pack and the shopper's name as they were at the restock.
 */
export const SHOPPER_MAIL_KINDS = ['shopper.back_in_stock'] as const;
export type ShopperMailKind = (typeof SHOPPER_MAIL_KINDS)[number];
export const isShopperMailKind = (kind: string): kind is ShopperMailKind =>
  (SHOPPER_MAIL_KINDS as readonly string[]).includes(kind);

const ZBackInStockData = z.object({
  productId: z.number().int(),
  title: z.string(),
  variant: z.string(),
  name: z.string().default(''),
});

const T = BACK_IN_STOCK_TEXT.mail;

/** The message for `to`. Throws when `raw` is not the kind's data (the dispatcher gives the row up). */
export function renderShopperMail(_kind: ShopperMailKind, to: string, raw: unknown, shop: ShopForMail): MailMessage {
  const data = ZBackInStockData.parse(raw);
  const item = data.variant ? `${oneLine(data.title)} (${oneLine(data.variant)})` : oneLine(data.title);
  const link = shopLink(shop, `/product/${data.productId}`);
  return noticeMail(to, shop, {
    subject: T.subject(shop.name, item),
    lines: [T.greeting(mailName(data.name)), T.intro(item)],
    link,
    open: T.open,
    smallPrint: T.once,
  });
}
