import { accessLogOperations } from '../modules/access-logs/access-logs.operations.js';
import { authOperations } from '../modules/auth/auth.operations.js';
import { contactOperations } from '../modules/contact/contact.operations.js';
import { financeOperations } from '../modules/finance/finance.operations.js';
import { officeOperations } from '../modules/offices/offices.operations.js';
import { rentalOfferOperations } from '../modules/rental-offer/rental-offer.operations.js';
import { reservationOperations } from '../modules/reservations/reservations.operations.js';
import { userOperations } from '../modules/users/users.operations.js';
import { vehicleOperations } from '../modules/vehicles/vehicles.operations.js';
import type { OperationTree } from './operation.js';

/**
 * A domain of the API: its operations under their tRPC names (`vehicles.byId`, `admin.vehicles.update`)
 * and the tag that documents its REST routes.
 */
interface ApiDomain {
  tag: string;
  /** What the tag says in the OpenAPI document. */
  description: string;
  operations: OperationTree;
}

/** Every domain of operations, listed once: the tRPC router and the REST /api are both made from this list. */
export const domains = [
  { tag: 'vehicles', description: 'The fleet: public reads, admin writes', operations: vehicleOperations },
  { tag: 'offices', description: 'The firm’s offices (company info)', operations: officeOperations },
  { tag: 'contact', description: 'Contact and quote requests', operations: contactOperations },
  { tag: 'finance', description: 'The finance terms of the cars for sale', operations: financeOperations },
  {
    tag: 'rental-offer',
    description: 'The rental options catalogue and the priced quote',
    operations: rentalOfferOperations,
  },
  {
    tag: 'reservations',
    description: 'Bookings by dates, availability and the private calendar',
    operations: reservationOperations,
  },
  { tag: 'auth', description: 'Sign-in and the session', operations: authOperations },
  { tag: 'users', description: 'Administrator accounts', operations: userOperations },
  { tag: 'access-logs', description: 'Who did what, from where', operations: accessLogOperations },
] as const satisfies readonly ApiDomain[];

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The domains' trees as one: `admin` holds each domain's back-office operations. */
type OperationsOf<D extends readonly ApiDomain[]> = Intersection<D[number]['operations']>;

/**
 * The trees merged by name. A name two domains both declare would make one operation hide the
 * other, on tRPC and in the operation ids alike, so it stops the server from starting.
 */
export function mergeTrees(trees: readonly OperationTree[], prefix = ''): OperationTree {
  const merged: OperationTree = {};
  for (const tree of trees) {
    for (const [name, node] of Object.entries(tree)) {
      const held = merged[name];
      if (held === undefined) merged[name] = node;
      else if (held.operation === true || node.operation === true)
        throw new Error(`Two domains declare the operation ${prefix}${name}`);
      else merged[name] = mergeTrees([held as OperationTree, node as OperationTree], `${prefix}${name}.`);
    }
  }
  return merged;
}

/** Every operation of the site, by its tRPC name; those with a REST binding are also routes of the /api. */
export const operations = mergeTrees(domains.map((domain) => domain.operations)) as OperationsOf<typeof domains>;
