/** The back office's customers, review moderation and dashboard (issue 15, docs/decisions/028). */
export { CustomerList } from './customer-list';
export { CustomerDetail } from './customer-detail';
export { ReviewList, REVIEW_FILTERS, type ReviewFilters } from './review-list';
export { Dashboard } from './dashboard';
