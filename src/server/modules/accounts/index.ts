/** Accounts: sign-up and sign-in, codes, password reset, Google, the profile. */
export { accountsRoutes } from './accounts.routes';
export { profileImagesOf } from './profile.service';
