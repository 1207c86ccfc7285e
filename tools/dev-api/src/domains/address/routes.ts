import { Hono, type Context } from 'hono';
import { addressRequest } from '@yoga/contract';
import { z } from 'zod';
import type { DomainContext } from '../../domain';
import { readBody, send } from '../../request';
import { ownerOf } from '../../request-helpers';
import { listAddresses, mustGetAddress } from './store';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from './write';

/** A malformed id cannot name an address: answered like an absent one. */
const addressId = z.coerce.number().int().positive();
function idOf(c: Context): number {
  const parsed = addressId.safeParse(c.req.param('id'));
  return parsed.success ? parsed.data : 0;
}

export function addressRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/', (c) => send(c, compactKey, listAddresses(db, ownerOf(c, ctx))));

  app.get('/:id', (c) => send(c, compactKey, mustGetAddress(db, ownerOf(c, ctx), idOf(c))));

  app.post('/', async (c) => {
    const owner = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, addressRequest);
    return send(c, compactKey, createAddress(db, owner, body, clock()));
  });

  app.post('/:id', async (c) => {
    const owner = ownerOf(c, ctx);
    const id = idOf(c);
    const body = await readBody(c, compactKey, addressRequest);
    return send(c, compactKey, updateAddress(db, owner, id, body, clock()));
  });

  app.post('/:id/default', (c) =>
    send(c, compactKey, setDefaultAddress(db, ownerOf(c, ctx), idOf(c), clock())),
  );

  app.post('/:id/delete', (c) => send(c, compactKey, deleteAddress(db, ownerOf(c, ctx), idOf(c), clock())));
  return app;
}
