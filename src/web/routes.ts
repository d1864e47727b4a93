import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/**
 * The shop's pages, at today's English addresses and again under `/hi` in Hindi (issue 33, decision 065): one route
 * each with an optional first segment, so a page keeps its one route id (the page cache's allow-list) in both
 * languages. The back office stays English, at /admin only.
 */
// One line per screen of the spec (section 2); each page's owner adds its line here.
const storefront = [
  index('routes/home.tsx'),
  route('signIn', 'routes/sign-in.tsx'),
  route('signUp', 'routes/sign-up.tsx'),
  route('verifyAccount', 'routes/verify-account.tsx'),
  route('forgotPassword', 'routes/forgot-password.tsx'),
  route('my-account', 'routes/my-account.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('myList', 'routes/my-list.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('orders/:id', 'routes/order.tsx'),
  // A tax invoice or credit note, printable (issue 30 §2, docs/decisions/054).
  route('orders/:id/documents/:documentId', 'routes/order-document.tsx'),
  route('products/category/:id', 'routes/listing-category.tsx'),
  route('products/subCat/:id', 'routes/listing-subcat.tsx'),
  route('search', 'routes/search.tsx'),
  route('product/:id', 'routes/product.tsx'),
  // The newsletter's e-mail links (issue 16, docs/decisions/030).
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  // The shop's policies from the store settings (issue 30 §1, docs/decisions/052).
  route('policies/:kind', 'routes/policy.tsx'),
];

export default [
  ...prefix('hi?', storefront),
  // One address each, in no language: the crawlers' files and the staff invitation's link (staff work in English).
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('staff-invitation', 'routes/staff-invitation.tsx'),
  // The back office (issue 14, decision 021): its own chrome, guarded and noindex in the layout, code split from
  // the shop's. Each admin screen adds its child route here, its loader using `adminLoad` (features/admin), e.g.
  //   route('products', 'routes/admin/products.tsx'),
  //   route('products/:id', 'routes/admin/product-editor.tsx'),
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/overview.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('orders/slips', 'routes/admin/order-slips.tsx'),
      route('orders/slots', 'routes/admin/order-slots.tsx'),
      route('orders/payments', 'routes/admin/order-payments.tsx'),
      route('orders/:id', 'routes/admin/order.tsx'),
      route('orders/:id/slip', 'routes/admin/order-slip.tsx'),
      route('orders/:id/documents/:documentId', 'routes/admin/order-document.tsx'),
      route('products', 'routes/admin/products.tsx'),
      route('products/new', 'routes/admin/product-edit.tsx', { id: 'admin-product-new' }),
      route('products/:id', 'routes/admin/product-edit.tsx', { id: 'admin-product-edit' }),
      route('categories', 'routes/admin/categories.tsx'),
      route('banners', 'routes/admin/banners.tsx'),
      route('search-synonyms', 'routes/admin/search-synonyms.tsx'),
      route('import-export', 'routes/admin/import-export.tsx'),
      route('customers', 'routes/admin/customers.tsx'),
      route('customers/:id', 'routes/admin/customer.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('delivery', 'routes/admin/delivery.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('gst', 'routes/admin/gst.tsx'),
      route('coupons', 'routes/admin/coupons.tsx'),
      route('notifications', 'routes/admin/notifications.tsx'),
      route('webhooks', 'routes/admin/webhooks.tsx'),
      route('staff', 'routes/admin/staff.tsx'),
      // Unknown /admin/… addresses: the layout's 404 (inside the back office for its users).
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  route('hi?/*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
