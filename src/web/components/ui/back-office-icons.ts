/** Icons only the back office uses: not reachable from the storefront's modules, so never in its scripts (ui/icon.tsx). */
import { __iconData as arrowDownIcon } from 'lucide-react/icons/arrow-down';
import { __iconData as arrowUpIcon } from 'lucide-react/icons/arrow-up';
import { __iconData as banknoteArrowDownIcon } from 'lucide-react/icons/banknote-arrow-down';
import { __iconData as bellIcon } from 'lucide-react/icons/bell';
import { __iconData as fileCheckIcon } from 'lucide-react/icons/file-check';
import { __iconData as fileSpreadsheetIcon } from 'lucide-react/icons/file-spreadsheet';
import { __iconData as folderTreeIcon } from 'lucide-react/icons/folder-tree';
import { __iconData as historyIcon } from 'lucide-react/icons/rotate-ccw-clock';
import { __iconData as imageOffIcon } from 'lucide-react/icons/image-off';
import { __iconData as imagesIcon } from 'lucide-react/icons/images';
import { __iconData as layoutDashboardIcon } from 'lucide-react/icons/layout-dashboard';
import { __iconData as messageSquareTextIcon } from 'lucide-react/icons/message-square-text';
import { __iconData as pencilIcon } from 'lucide-react/icons/pencil';
import { __iconData as receiptIndianRupeeIcon } from 'lucide-react/icons/receipt-indian-rupee';
import { __iconData as shoppingBagIcon } from 'lucide-react/icons/shopping-bag';
import { __iconData as storeIcon } from 'lucide-react/icons/store';
import { __iconData as uploadIcon } from 'lucide-react/icons/upload';
import { __iconData as userCogIcon } from 'lucide-react/icons/user-cog';
import { __iconData as usersIcon } from 'lucide-react/icons/users';
import { __iconData as webhookIcon } from 'lucide-react/icons/webhook';
import { createIcon } from '#src/web/components/ui/icon';

export const ArrowDown = /* @__PURE__ */ createIcon(arrowDownIcon);
export const ArrowUp = /* @__PURE__ */ createIcon(arrowUpIcon);
/** Money going back to a shopper: the back office's payments to settle. */
export const BanknoteArrowDown = /* @__PURE__ */ createIcon(banknoteArrowDownIcon);
/** The back office's alerts: My notifications. */
export const Bell = /* @__PURE__ */ createIcon(bellIcon);
export const FileCheck = /* @__PURE__ */ createIcon(fileCheckIcon);
export const FileSpreadsheet = /* @__PURE__ */ createIcon(fileSpreadsheetIcon);
export const FolderTree = /* @__PURE__ */ createIcon(folderTreeIcon);
export const History = /* @__PURE__ */ createIcon(historyIcon);
export const ImageOff = /* @__PURE__ */ createIcon(imageOffIcon);
export const Images = /* @__PURE__ */ createIcon(imagesIcon);
export const LayoutDashboard = /* @__PURE__ */ createIcon(layoutDashboardIcon);
export const MessageSquareText = /* @__PURE__ */ createIcon(messageSquareTextIcon);
export const Pencil = /* @__PURE__ */ createIcon(pencilIcon);
/** GST: the rates and the monthly summary. */
export const ReceiptIndianRupee = /* @__PURE__ */ createIcon(receiptIndianRupeeIcon);
export const ShoppingBag = /* @__PURE__ */ createIcon(shoppingBagIcon);
export const Store = /* @__PURE__ */ createIcon(storeIcon);
export const Upload = /* @__PURE__ */ createIcon(uploadIcon);
/** The back office's staff and their roles. */
export const UserCog = /* @__PURE__ */ createIcon(userCogIcon);
export const Users = /* @__PURE__ */ createIcon(usersIcon);

/** Outgoing webhooks. */
export const Webhook = /* @__PURE__ */ createIcon(webhookIcon);
