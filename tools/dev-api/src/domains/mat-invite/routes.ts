import { Hono } from 'hono';
import { z } from 'zod';
import { matInviteClaimRequest, subAppId } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { normalisePhone } from '../../phone';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf } from '../../request-helpers';
import type { DomainEvents, Hooks } from '../../events';
import { claimMat, codeOf, joinInvite, viewOf } from './store';

/**
 * A friend counts when their account is made by a sign-in through the share link (phala's
 * login?invite=CODE) on the code's own sub-app and passes the risk checks of risk.ts; an unknown
 * code or an existing account changes nothing.
 */
function joinOnSignIn(e: DomainEvents['user.signedIn']): void {
  const { db, clock, user, subApp, newUser, invite, client } = e;
  if (!invite || !newUser) return;
  const code = invite.toUpperCase();
  const row = db.prepare('SELECT sub_app FROM mat_invite_codes WHERE code = ?').get(code) as
    { sub_app: string } | undefined;
  if (row?.sub_app === subApp)
    joinInvite(db, clock(), { code, userId: user.id, name: user.name, client: client ?? 'unknown' });
}

export const matInviteHooks: Hooks = { 'user.signedIn': joinOnSignIn };

/** Mounted at /api/shop/mat-invite. */
export function matInviteRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/', (c) => {
    const { userId, subApp } = ownerOf(c, ctx);
    return send(c, compactKey, viewOf(db, codeOf(db, clock(), userId, subApp), langOf(c)));
  });

  app.post('/claim', async (c) => {
    const owner = ownerOf(c, ctx);
    const { addressId } = await readBody(c, compactKey, matInviteClaimRequest);
    return send(c, compactKey, claimMat(db, clock, { ...owner, addressId }, langOf(c)));
  });
  return app;
}

const joinRequest = z.object({
  code: z.string().trim().min(1).max(16),
  /** A friend's phone (their account is made as a login would); or just a name for a seeded friend. */
  phone: z
    .string()
    .regex(/^\d{5,15}$/)
    .optional(),
  areaCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('86'),
  name: z.string().trim().min(1).max(20).optional(),
  subApp: subAppId.optional(),
});

/** Records a friend as if they had joined through the share link, for tests and demos (mounted at /__dev). */
export function matInviteDevRoutes({ db, auth, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/mat-invite/join', async (c) => {
    const b = await readBody(c, compactKey, joinRequest);
    const user = b.phone ? auth.userFor(...phoneArgs(b.areaCode, b.phone)) : null;
    const name = b.name ?? user?.name ?? '瑜伽好友';
    return send(
      c,
      compactKey,
      joinInvite(db, clock(), { code: b.code.toUpperCase(), userId: user?.id ?? null, name }),
    );
  });
  return app;
}

function phoneArgs(areaCode: string, phone: string): [string, string] {
  const p = normalisePhone(areaCode, phone);
  return [p.areaCode, p.national];
}
