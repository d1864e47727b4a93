import { isUniqueViolation } from '#src/server/lib/database-errors';
import type { TCoupon, TCouponBody, TCouponsPage, TOffer, TOfferBody, TOffersPage } from '#src/contracts/coupons';
import type { Database } from '#src/db/client';
import { conflict, notFound } from '#src/server/lib/app-error';
import { auditedWrite, type AuditActor } from '#src/server/modules/audit/index';
import { promotionTargetNames } from '#src/server/modules/catalog/index';
import { ADMIN_PAGE_SIZE } from '#src/shared/constants';
import { ADMIN_COUPONS_TEXT } from '#src/shared/texts/admin-coupons';
import * as repo from './promotions.repository';

/**
 * The back office's coupons and offers (issue 29 §2, docs/decisions/048): lists with their uses and the discount
 * given, create and edit (pausing is `active: false`), every write audited. Permission `promotions`.
 */

const T = ADMIN_COUPONS_TEXT;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

function toCoupon(row: repo.CouponRow, discountGiven: number): TCoupon {
  const { createdAt: _c, updatedAt: _u, validFrom, validTo, ...rest } = row;
  return { ...rest, validFrom: iso(validFrom), validTo: iso(validTo), discountGiven };
}

/** The body as the row stores it (the schema's defaults already filled in). */
function couponValues(body: TCouponBody) {
  return {
    code: body.code,
    description: body.description ?? '',
    kind: body.kind,
    value: body.value,
    minimumOrder: body.minimumOrder ?? 0,
    maximumDiscount: body.maximumDiscount ?? null,
    validFrom: dateOf(body.validFrom),
    validTo: dateOf(body.validTo),
    maxUses: body.maxUses ?? null,
    maxUsesPerShopper: body.maxUsesPerShopper ?? null,
    firstOrderOnly: body.firstOrderOnly ?? false,
    freeDelivery: body.freeDelivery ?? false,
    active: body.active ?? true,
  };
}

const couponAudit = (row: repo.CouponRow) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, validFrom: iso(row.validFrom), validTo: iso(row.validTo) };
};

export async function listCoupons(db: Database, page: number): Promise<TCouponsPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.listCoupons(db, (page - 1) * perPage, perPage);
  return {
    coupons: rows.map((row) => toCoupon(row.coupon, row.discountGiven)),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  };
}

export async function createCoupon(db: Database, who: AuditActor, body: TCouponBody): Promise<TCoupon> {
  try {
    const row = await auditedWrite(db, who, async (tx, audit) => {
      const row = await repo.insertCoupon(tx, couponValues(body));
      await audit({ action: 'coupon.create', entity: 'coupon', entityId: row.id, after: couponAudit(row) });
      return row;
    });
    return toCoupon(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.codeTaken(body.code));
    throw error;
  }
}

export async function updateCoupon(db: Database, who: AuditActor, id: number, body: TCouponBody): Promise<TCoupon> {
  try {
    const row = await auditedWrite(db, who, async (tx, audit) => {
      const before = await repo.lockCoupon(tx, id);
      if (!before) throw notFound(T.couponNotFound);
      const after = await repo.updateCoupon(tx, id, couponValues(body));
      await audit({
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        before: couponAudit(before),
        after: couponAudit(after),
      });
      return after;
    });
    return toCoupon(row, await repo.couponDiscountGiven(db, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.codeTaken(body.code));
    throw error;
  }
}

type OfferTarget = Pick<repo.OfferRow, 'target' | 'targetId'>;

async function namesOf(db: Database, targets: readonly OfferTarget[]) {
  const ids = (kind: OfferTarget['target']) => targets.filter((t) => t.target === kind).map((t) => t.targetId);
  const names = await promotionTargetNames(db, {
    category: ids('category'),
    product: ids('product'),
    variant: ids('variant'),
  });
  return (target: OfferTarget) => names[target.target].get(target.targetId);
}

function toOffer(row: repo.OfferRow, targetName: string, figures: { uses: number; discountGiven: number }): TOffer {
  const { createdAt: _c, updatedAt: _u, validFrom, validTo, ...rest } = row;
  return { ...rest, targetName, validFrom: iso(validFrom), validTo: iso(validTo), ...figures };
}

function offerValues(body: TOfferBody) {
  return {
    name: body.name,
    kind: body.kind,
    value: body.value,
    target: body.target,
    targetId: body.targetId,
    validFrom: dateOf(body.validFrom),
    validTo: dateOf(body.validTo),
    active: body.active ?? true,
  };
}

const offerAudit = (row: repo.OfferRow) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, validFrom: iso(row.validFrom), validTo: iso(row.validTo) };
};

export async function listOffers(db: Database, page: number): Promise<TOffersPage> {
  const perPage = ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.listOffers(db, (page - 1) * perPage, perPage);
  const nameOf = await namesOf(
    db,
    rows.map((row) => row.offer),
  );
  return {
    offers: rows.map((row) =>
      toOffer(row.offer, nameOf(row.offer) ?? T.targetGone, { uses: row.uses, discountGiven: row.discountGiven }),
    ),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    perPage,
  };
}

async function targetNameOrRefuse(db: Database, target: OfferTarget): Promise<string> {
  const name = (await namesOf(db, [target]))(target);
  if (name === undefined) throw notFound(T.targetNotFound);
  return name;
}

export async function createOffer(db: Database, who: AuditActor, body: TOfferBody): Promise<TOffer> {
  const targetName = await targetNameOrRefuse(db, body);
  const row = await auditedWrite(db, who, async (tx, audit) => {
    const row = await repo.insertOffer(tx, offerValues(body));
    await audit({ action: 'offer.create', entity: 'offer', entityId: row.id, after: offerAudit(row) });
    return row;
  });
  return toOffer(row, targetName, { uses: 0, discountGiven: 0 });
}

export async function updateOffer(db: Database, who: AuditActor, id: number, body: TOfferBody): Promise<TOffer> {
  const targetName = await targetNameOrRefuse(db, body);
  const row = await auditedWrite(db, who, async (tx, audit) => {
    const before = await repo.lockOffer(tx, id);
    if (!before) throw notFound(T.offerNotFound);
    const after = await repo.updateOffer(tx, id, offerValues(body));
    await audit({
      action: 'offer.update',
      entity: 'offer',
      entityId: id,
      before: offerAudit(before),
      after: offerAudit(after),
    });
    return after;
  });
  return toOffer(row, targetName, await repo.offerFigures(db, id));
}
