import { ADMIN_COUPONS_TEXT } from '#src/shared/texts/admin-coupons';
import { PromotionsScreen } from '#src/web/features/admin-promotions/index';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import type { Route } from './+types/coupons';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_COUPONS_TEXT.couponsTitle, matches);
}

/** Admins (permission `promotions`, issue 29 §2): coupons, offers, and the categories an offer may be on. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, async (api) => {
    const [coupons, offers, categories] = await Promise.all([
      api.adminPromotions.listCoupons({ query: { page: 1 } }),
      api.adminPromotions.listOffers({ query: { page: 1 } }),
      api.catalog.categories(),
    ]);
    const choices = categories.categoryList.flatMap((category) => [
      { id: category.id, name: category.name },
      ...category.children.map((child) => ({ id: child.id, name: `${category.name} › ${child.name}` })),
    ]);
    return { coupons, offers, categories: choices };
  });
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  return (
    <PromotionsScreen coupons={loaderData.coupons} offers={loaderData.offers} categories={loaderData.categories} />
  );
}
