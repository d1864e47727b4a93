import { ADMIN_GST_TEXT } from '#src/shared/texts/gst';
import { adminLoad, adminTitle } from '#src/web/features/admin/index';
import { GstScreen } from '#src/web/features/admin-gst/index';
import type { Route } from './+types/gst';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(ADMIN_GST_TEXT.rates.title, matches);
}

/**
 * The GST rates with how many products use each (issue 30 §2). Reading them is a catalogue right (the product editor
 * offers them); changing them and the summary are `settings`, which the screen offers only to those who have it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminLoad({ context, request }, (api) => api.adminGst.rates());
}

export default function Gst({ loaderData }: Route.ComponentProps) {
  return <GstScreen rates={loaderData.rates} />;
}
