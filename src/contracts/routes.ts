import { routeTableOf } from './client';
import { contracts } from './index';

/** Each endpoint's method and path: all the client needs at run time (the browser build gets it as plain data). */
export const routeTable = routeTableOf(contracts);
