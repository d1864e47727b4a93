/** App shell and home page (spec sections 1, 2, 9). */
export const SHELL_TEXT = {
  shell: {
    skipToContent: 'Skip to content',
    demoStrip: 'Demo shop — no real payments, orders are not delivered',
    demoStripLabel: 'Demo shop notice',
    tagline: 'Fresh groceries and daily essentials, delivered',
    support: 'Support',
    home: 'Home',
    shop: 'Shop',
    filters: 'Filters',
    search: 'Search',
    account: 'Account',
    /** The account menu's link to /admin, for anyone with a back-office role (issue 31 §4). */
    backOffice: 'Back office',
    menu: 'Menu',
    /** Landmarks and buttons a screen reader names (issue 33: in Hindi on Hindi pages too). */
    mainNavigation: 'Main',
    shortcuts: 'Shortcuts',
    breadcrumb: 'Breadcrumb',
    promotions: 'Promotions',
    close: 'Close',
    closeMessage: 'Close message',
    /** The logo's link: "Kirana home". */
    homeOf: (shop: string) => `${shop} home`,
    /** After a header badge's number, for a screen reader: "Cart 3 items". */
    itemUnit: (count: number) => (count === 1 ? 'item' : 'items'),
    rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
    /** The footer's link columns (spec section 1; the links are mostly '#'). */
    footerColumns: [
      {
        title: 'Company',
        links: ['About Us', 'Delivery Information', 'Privacy Policy', 'Terms & Conditions', 'Contact Us'],
      },
      { title: 'Account', links: ['Sign In', 'View Cart', 'My Wishlist', 'Track My Order', 'Help Ticket'] },
      {
        title: 'Corporate',
        links: ['Become a Vendor', 'Affiliate Program', 'Our Suppliers', 'Accessibility', 'Promotions'],
      },
    ],
    categories: 'Categories',
    category: 'Category',
    yourLocation: 'Your location',
    allCountries: 'All countries',
    chooseLocation: 'Choose your delivery location',
    noCountries: 'No country matches',
    /** The header's pincode button (issue 16); its form's words load with it (texts/delivery-pages.ts). */
    deliverTo: 'Deliver to',
    delivery: 'Delivery',
    checkPincode: 'Check pincode',
    deliveryQuestion: 'Do we deliver to you?',
    noSuggestions: 'No suggestions',
    viewAll: (name: string) => `All of ${name}`,
    newsletterTitle: 'Stay home & get your daily needs from our shop',
    /** The promise, from the configured threshold (formatted) or null when every order ships free. */
    freeDelivery: (threshold: string | null) => (threshold ? `on orders of ${threshold} or more` : 'on every order'),
    newsletterBody: (shop: string) => `Start your daily shopping with ${shop}`,
    newsletterEmail: 'Your email address',
    subscribe: 'Subscribe',
    /** Nothing is confirmed yet: the double opt-in's e-mail is (issue 32 §4, decision 030). */
    subscribed: 'Check your e-mail to confirm your subscription.',
    features: (threshold: string | null) =>
      [
        { title: 'Free delivery', body: threshold ? `On orders of ${threshold} or more` : 'On every order' },
        { title: 'Best prices & offers', body: threshold ? `On orders of ${threshold} or more` : 'On every order' },
        { title: 'Great daily deal', body: 'A new deal every day' },
        { title: 'Wide assortment', body: 'Groceries, fashion and more' },
        { title: 'Easy returns', body: 'Hassle-free returns' },
      ] as const,
    /** The language switch (issue 33): each language by its own name, whatever the page's language. */
    languages: { en: 'English', hi: 'हिन्दी' },
    credits: 'Food and product artwork: Twemoji by Twitter, Inc and other contributors, licensed under',
    copyright: (year: number, shop: string) => `© ${year} ${shop}. All rights reserved.`,
  },
  /**
   * The shop's error page for whatever stopped a page (docs/decisions/040-error-pages.md): a heading per status; the
   * body is the refusal's own message where it has one. 404 and 503 keep the spec's words (spec.ts), 500 its
   * 'Unexpected Application Error!'.
   */
  errorPage: {
    badRequest: 'This request could not be understood',
    signIn: 'Please sign in to see this page',
    forbidden: 'This page is not open to you',
    conflict: 'Something changed in the meantime',
    tooLarge: 'What was sent is too large',
    tooMany: 'Too many requests',
    tooManySearches: 'Too many searches',
    /** Seconds under a minute, whole minutes above (as the API's `tooManyAttempts`). */
    tryAgainIn: (seconds: number) => {
      const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
      return `Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`;
    },
    tryLater: 'Please reload the page or try again later.',
  },
  home: {
    title: (shop: string) => `${shop} | Fresh groceries and daily essentials online`,
    description: (freeDelivery: string) =>
      `Shop fresh fruit and vegetables, dairy, bakery, beverages, snacks, household goods, fashion and electronics at the best prices, with free delivery ${freeDelivery}.`,
    featuredCategories: 'Featured Categories',
    popularProducts: 'Popular Products',
    featuredProducts: 'Featured Products',
    shopNow: 'Shop Now',
    noProducts: 'No products here yet.',
    loadFailed: 'These products could not be loaded. Please try again.',
    previous: 'Previous',
    next: 'Next',
  },
  card: {
    addToCart: 'Add',
    addToCartLabel: (name: string) => `Add ${name} to cart`,
    addToListLabel: (name: string) => `Add ${name} to My List`,
    inListLabel: (name: string) => `${name} is in My List`,
    off: (percent: number) => `-${percent}%`,
    reviews: (count: number) => `(${count})`,
    outOfStock: 'Out of stock',
    outOfStockLabel: (name: string) => `${name} is out of stock`,
    /** The sheet a card opens for a product with several packs or options (decision 020). */
    chooseTitle: (name: string) => `Choose a pack: ${name}`,
    options: 'Packs and options',
    loadingOptions: 'Loading the packs',
    optionsFailed: 'The packs could not be loaded. Please try again.',
    soldOut: 'Sold out',
    add: 'Add to cart',
  },
} as const;
