import { emptyBodySchema } from '@careers/domain/http';
import {
  adminOffersQuerySchema,
  adminOfferStatsQuerySchema,
  isOfferDocType,
  OFFER_ERRORS,
  OFFERS_API,
  rejectOfferSchema,
  signOfferSchema,
  withdrawOfferSchema,
} from '@careers/domain/offers';
import { Router } from 'express';
import { acceptOffer, rejectOffer, signOfferDocument, type OfferRequest } from '../decisions/offers/actions';
import { firebaseAccounts } from '../adapters/auth';
import { renderPdf } from '../adapters/pdf';
import { RenderCache } from '../adapters/render-cache';
import { withdrawOffer } from '../decisions/offers/withdrawal';
import { isAdminNow } from '../decisions/users/admin-role';
import { FileAnswer, type RouteContext, type Route } from '../http/route';
import { forbidden, notFound, ok } from '../outcome';
import { ADMIN_REQUIRED } from '../http/auth';
import { adminOrRecruiter } from '../queries/team-access';
import { offerCertificate } from '../queries/offer-certificate';
import { adminOffers, adminOfferStats, myOffers, offerDocument, offerOf, visibleOffer } from '../queries/offers';

/** Who acts on which offer, from where: the account (its email when verified) and the request's addresses. */
const offerRequest = ({
  actor,
  token,
  params,
  ip,
  req,
}: RouteContext<unknown, unknown>): Omit<OfferRequest, 'now'> => ({
  actor,
  verifiedEmail: token.email_verified === true ? (token.email ?? null) : null,
  offerId: params.offerId ?? '',
  ip,
  forwardedFor: req.get('x-forwarded-for') ?? null,
  userAgent: req.get('user-agent'),
});

/** Signing certificates rendered, by offer state: a download again renders nothing. */
const certificates = new RenderCache(100);

/** The job offers: the candidate's calls (list, one offer, its documents, sign, accept, reject, the signing certificate) and the admin's. */
export function offersRouter(route: Route): Router {
  const router = Router();

  // GET /api/offers/my-offers: the caller's offers, newest first, with their progress.
  router.get(
    OFFERS_API.myOffers,
    route({ access: 'user', body: emptyBodySchema }, ({ actor }) => myOffers(actor)),
  );

  // GET /api/offers/:offerId: the caller's offer, its current step and progress; 404 for another's.
  router.get(
    OFFERS_API.offer,
    route({ access: 'user', body: emptyBodySchema }, ({ actor, params }) => offerOf(params.offerId ?? '', actor)),
  );

  // POST /api/offers/:offerId/sign/:docType: signs the next document with the typed name; idempotent.
  router.post(
    OFFERS_API.sign,
    route({ access: 'user', body: signOfferSchema, mails: true }, async (ctx) => {
      const docType = ctx.params.docType ?? '';
      if (!isOfferDocType(docType)) return notFound(OFFER_ERRORS.unknownDocType(docType));
      return signOfferDocument(offerRequest(ctx), docType, ctx.body.signed_name, {
        version: ctx.body.document_version,
        sha256: ctx.body.document_sha256,
      });
    }),
  );

  // GET /api/offers/:offerId/documents/:docType: the document's text, version and SHA-256, for the offer's owner and admins.
  router.get(
    OFFERS_API.document,
    route({ access: 'user', body: emptyBodySchema }, async ({ actor, params }) => {
      const offer = await visibleOffer(params.offerId ?? '', actor, () => isAdminNow(actor.uid, firebaseAccounts));
      if (!offer.ok) return offer;
      const docType = params.docType ?? '';
      if (!isOfferDocType(docType)) return notFound(OFFER_ERRORS.unknownDocType(docType));
      return offerDocument(docType);
    }),
  );

  // POST /api/offers/:offerId/accept: accepts once all three documents are signed; the start date is today (Manila).
  router.post(
    OFFERS_API.accept,
    route({ access: 'user', body: emptyBodySchema, mails: true }, (ctx) => acceptOffer(offerRequest(ctx))),
  );

  // POST /api/offers/:offerId/reject: rejects with an optional reason; final.
  router.post(
    OFFERS_API.reject,
    route({ access: 'user', body: rejectOfferSchema, mails: true }, (ctx) =>
      rejectOffer(offerRequest(ctx), ctx.body.reason),
    ),
  );

  // GET /api/offers/:offerId/certificate: the signing certificate (PDF), for the candidate and admins;
  // rendered once per state of the offer (its id, version and last update).
  router.get(
    OFFERS_API.certificate,
    route({ access: 'user', body: emptyBodySchema }, async ({ actor, params }) => {
      const offer = await visibleOffer(params.offerId ?? '', actor, () => isAdminNow(actor.uid, firebaseAccounts));
      if (!offer.ok) return offer;
      const { id, version, updated_at } = offer.value;
      const pdf = await certificates.get(`${id}:${version}:${updated_at.getTime()}`, () =>
        renderPdf(offerCertificate(offer.value)),
      );
      return ok(new FileAnswer('application/pdf', `signing-certificate-${offer.value.id}.pdf`, pdf));
    }),
  );

  // GET /api/admin/offers: the offers, newest first, with their progress and the candidates' contacts;
  // optional limit (500 unless asked) and after (the previous page's next_cursor).
  router.get(
    OFFERS_API.adminOffers,
    route({ access: 'admin', body: emptyBodySchema, query: adminOffersQuerySchema }, ({ query }) => adminOffers(query)),
  );

  // POST /api/admin/offers/:offerId/withdraw: withdraws an open offer, with the reason (audited);
  // an admin, or a recruiter of the offer's posting.
  router.post(
    OFFERS_API.adminWithdraw,
    route({ access: 'team', body: withdrawOfferSchema }, async ({ actor, params, body, role, token }) => {
      const who = adminOrRecruiter(role, token);
      if (!who) return forbidden(ADMIN_REQUIRED);
      return withdrawOffer(params.offerId ?? '', actor, body.reason, who === 'admin' ? undefined : who);
    }),
  );

  // GET /api/admin/job-offers/stats: how many offers in each status (a count() query per status; no
  // offer read), of every posting or of one (job_slug).
  router.get(
    OFFERS_API.adminStats,
    route({ access: 'admin', body: emptyBodySchema, query: adminOfferStatsQuerySchema }, ({ query }) =>
      adminOfferStats(query),
    ),
  );
  return router;
}
