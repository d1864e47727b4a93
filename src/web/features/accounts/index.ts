/** What other features may use of accounts (lint: features meet only through their index). */
export { SessionBootstrap } from './session-bootstrap';
