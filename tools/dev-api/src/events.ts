import type { Order, Payment, SubAppIdT, User } from '@yoga/contract';
import type { Db } from './db';

/**
 * What domains tell each other. A domain emits (orders, payments, auth); others subscribe by declaring
 * `hooks` on their Domain, so every cross-domain reaction is listed in one place per domain.
 */
export interface DomainEvents {
  /** Runs inside the payment's transaction: a hook that throws refuses the notification (retried). */
  'order.paid': {
    db: Db;
    clock: () => number;
    order: Order;
    payment: Payment;
    /** Who paid (the order's owner; the contract's Order does not carry it), e.g. for their points. */
    userId: number;
  };
  /** A pending order closed by its owner, inside the cancel's transaction. */
  'order.cancelled': { db: Db; clock: () => number; order: Order };
  /** A paid order refunded (a course cancelled before its class), inside the cancel's transaction. */
  'order.refunded': { db: Db; clock: () => number; order: Order };
  /** After a successful login; a hook that throws is logged and the user is signed in either way. */
  'user.signedIn': {
    db: Db;
    clock: () => number;
    user: User;
    subApp: SubAppIdT;
    /** The account was created by this sign-in. */
    newUser: boolean;
    /** An invite code the login page was opened with (`login?invite=`), if any. */
    invite?: string;
    /** Who signed in (the gateway's client address), for risk checks such as the mat invite's. */
    client?: string;
  };
  /**
   * An account is given the history a real one would have earned (classes attended, questions,
   * certificates with credit hours): the demo number at start, and a number a development call
   * names (POST /__dev/history) for a test that needs a history of its own. Never on sign-in: a
   * new account starts empty.
   */
  'account.history': { db: Db; clock: () => number; userId: number };
}
export type EventName = keyof DomainEvents;
export type Hook<E extends EventName> = (e: DomainEvents[E]) => void;
/** A domain's subscriptions: one handler per event. */
export type Hooks = { [E in EventName]?: Hook<E> };

/** Events whose hooks must not fail the emitter: their errors are logged instead. */
const isolated: ReadonlySet<EventName> = new Set<EventName>(['user.signedIn']);

export class EventBus {
  private readonly hooks = new Map<EventName, Hook<never>[]>();
  constructor(private readonly log: (line: string) => void = () => {}) {}

  /** Subscribes; returns an unsubscribe (tests listen this way, domains declare `hooks`). */
  on<E extends EventName>(name: E, fn: Hook<E>): () => void {
    this.hooks.set(name, [...(this.hooks.get(name) ?? []), fn as Hook<never>]);
    return () =>
      this.hooks.set(
        name,
        (this.hooks.get(name) ?? []).filter((h) => h !== fn),
      );
  }

  emit<E extends EventName>(name: E, e: DomainEvents[E]): void {
    for (const h of this.hooks.get(name) ?? []) {
      if (!isolated.has(name)) {
        (h as Hook<E>)(e);
        continue;
      }
      try {
        (h as Hook<E>)(e);
      } catch (err) {
        this.log(`${name} hook failed: ${(err as Error).message}`);
      }
    }
  }
}

// One bus per database: stores emit with the db they were given, so no store needs the bus passed in.
const buses = new WeakMap<Db, EventBus>();

/** Subscribes every domain's declared hooks, for this database (before seeds, which pay orders too). */
export function bindEvents(
  db: Db,
  domains: readonly { hooks?: Hooks }[],
  log?: (line: string) => void,
): EventBus {
  const bus = new EventBus(log);
  for (const d of domains)
    for (const [name, fn] of Object.entries(d.hooks ?? {}) as [EventName, Hook<never>][])
      bus.on(name as never, fn);
  buses.set(db, bus);
  return bus;
}

/** Tells the domains subscribed on this database; a database without a bus has no listeners. */
export function emit<E extends EventName>(db: Db, name: E, e: DomainEvents[E]): void {
  buses.get(db)?.emit(name, e);
}
