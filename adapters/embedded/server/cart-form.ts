/**
 * Add to Cart without JavaScript: POST /cart as an HTML form (`sku`, `quantity`, `_csrf`), answered with a redirect
 * to the cart page or a short HTML page that says what went wrong. The JSON call of the same route is in
 * storefront-routes.ts.
 */

import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StorefrontService } from '../../../ports/storefront-service';
import { statusFor } from './error-status';
import type { Sessions } from './sessions';

/** Most units of a SKU one form post adds (the quantity field's range is 1..4999). */
export const FORM_MAX_QUANTITY = 4999;

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${FORM_MAX_QUANTITY}.`;

/**
 * The fields of the Add to Cart form, all text as forms send them: `sku` (1..64 characters), `quantity` (digits,
 * 1..4999; absent: 1) and `_csrf` (checked before this schema runs). Other fields are refused.
 */
const cartFormSchema = z.strictObject(
  {
    sku: z
      .string({ error: 'The form names no product (sku).' })
      .min(1, 'The form names no product (sku).')
      .max(64, 'The product code (sku) must be at most 64 characters.'),
    quantity: z
      .string()
      .regex(/^[0-9]{1,4}$/, QUANTITY_MESSAGE)
      .transform(Number)
      .pipe(z.number().int().min(1, QUANTITY_MESSAGE).max(FORM_MAX_QUANTITY, QUANTITY_MESSAGE))
      .optional(),
    _csrf: z.string(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unexpected form fields: ${issue.keys.join(', ')}.` : undefined,
  },
);

/** `text` with the five characters HTML gives a meaning escaped, for element content and quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Where "Go back" leads: the path and query of the Referer when it is a page of this same site (the product page
 * the form was on), else the home page. A path starting with '//' would leave the site, so it is not used either.
 */
function backPath(req: FastifyRequest): string {
  const referer = req.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    // Through URL on both sides, so that 'host:80' and 'host' are the same origin over http.
    const sameSite = url.origin === new URL(`${req.protocol}://${req.host}`).origin;
    return sameSite && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Answers a form post with a small HTML page (no script, no style): `status`, a heading, a message, a link back to the
 * page the form was on and one to the cart. Never cached, never indexed.
 */
export function formAnswerPage(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: { readonly title: string; readonly message: string },
): FastifyReply {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(page.title)} | Nutshell</title></head><body><main><h1>${escapeHtml(page.title)}</h1>` +
    `<p>${escapeHtml(page.message)}</p><p><a href="${escapeHtml(backPath(req))}">Go back</a> · ` +
    '<a href="/cart">View your cart</a></p></main></body></html>';
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The 403 answer to a form whose CSRF token is missing or wrong, or whose CSRF cookie is gone (an old page, blocked
 * cookies, or a post from another site). Nothing was changed.
 */
export function formExpiredPage(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return formAnswerPage(req, reply, statusFor('auth/forbidden'), {
    title: 'This form has expired',
    message: 'Nothing was added to your cart. Go back, reload the page and try again.',
  });
}

/** What the form route needs: the storefront backend and the session cookies. */
export interface CartFormDeps {
  readonly storefront: StorefrontService;
  readonly sessions: Sessions;
}

/**
 * POST /cart from an HTML form whose CSRF token has already been checked: the fields parsed (bad ones: 400 page,
 * nothing changed), the session found or made, the SKU added as the JSON call adds it, then `303 See Other` to
 * /cart. A failure of the add (an unknown SKU, a quantity over the limit, ...) answers with its status from
 * `statusFor` and a page with its message. spec: core-cart-checkout §7 (POST /cart).
 */
export async function addToCartFromForm(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: CartFormDeps,
): Promise<FastifyReply> {
  const form = cartFormSchema.safeParse(req.body);
  if (!form.success) {
    const message = form.error.issues[0]?.message ?? 'The form is not valid.';
    return formAnswerPage(req, reply, statusFor('validation/invalid'), { title: 'Please check the form', message });
  }
  const anonymousId = await deps.sessions.ensure(req, reply);
  const added = await deps.storefront.addToCart(anonymousId, { sku: form.data.sku, quantity: form.data.quantity ?? 1 });
  if (!added.ok) {
    return formAnswerPage(req, reply, statusFor(added.error.code), {
      title: 'We could not add this to your cart',
      message: added.error.message,
    });
  }
  return reply.code(303).header('location', '/cart').send();
}
