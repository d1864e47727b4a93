import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';

const T = ADMIN_ORDERS_TEXT.lines;

/** "Toor Dal (1 kg)": a line's or a substitute's name as the actions and dialogs say it. */
export const itemName = (title: string, label: string) => (label ? `${title} (${label})` : title);

/** A line's button names its item for screen readers after its visible words ("Unavailable: Toor Dal (1 kg)"). */
export const ForItem = ({ name }: { name: string }) => <span className="sr-only">{T.forItem(name)}</span>;
