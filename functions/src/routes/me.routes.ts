import { emptyBodySchema } from '@careers/domain/http';
import {
  EXPORT_DATA_FILE,
  ERASE_MESSAGES,
  ME_API,
  SELF_IDENTIFICATION_API,
  confirmsErase,
  selfIdentificationSchema,
  eraseAccountSchema,
  exportCertificatePath,
  exportFileName,
  type EraseResponse,
} from '@careers/domain/privacy';
import { USER_MESSAGES } from '@careers/domain/users';
import { Router } from 'express';
import { firebaseAccounts } from '../adapters/auth';
import { renderPdf } from '../adapters/pdf';
import { zipArchive } from '../adapters/zip';
import { isAdminNow } from '../decisions/users/admin-role';
import { eraseAccount } from '../decisions/users/erase-account';
import { mySelfIdentification, saveSelfIdentification } from '../decisions/users/self-identification';
import { FileAnswer, type Route } from '../http/route';
import { conflict, invalid, ok } from '../outcome';
import { personalData } from '../queries/export';
import { offerCertificate } from '../queries/offer-certificate';

/** An erase counts as this many writes against the caller's budget: six attempts a minute at most. */
const ERASE_WRITE_POINTS = 10;
/** An export (every collection read, the certificates rendered) counts as this many reads: six a minute at most. */
const EXPORT_READ_POINTS = 20;

/** The signed-in person's own data: the export and the erase (docs/features/data-rights.md). */
export function meRouter(route: Route): Router {
  const router = Router();

  // GET /api/me/export: a zip of data.json (everything stored about the caller) and their signing certificates.
  router.get(
    ME_API.export,
    route({ access: 'user', body: emptyBodySchema, reads: EXPORT_READ_POINTS }, async ({ actor }) => {
      const now = new Date();
      const { data, certificateOffers } = await personalData(actor.uid, now);
      const certificates = await Promise.all(
        certificateOffers.map(async (offer) => ({
          path: exportCertificatePath(offer.id),
          content: await renderPdf(offerCertificate(offer, now)),
        })),
      );
      const zip = zipArchive(
        [{ path: EXPORT_DATA_FILE, content: JSON.stringify(data, null, 2) }, ...certificates],
        now,
      );
      return ok(new FileAnswer('application/zip', exportFileName(now.toISOString().slice(0, 10)), zip));
    }),
  );

  // POST /api/me/erase: { confirmation: the caller's email }; deletes the account and erases their data.
  router.post(
    ME_API.erase,
    route({ access: 'user', body: eraseAccountSchema, writes: () => ERASE_WRITE_POINTS }, async ({ actor, body }) => {
      if (!confirmsErase(body.confirmation, actor.email)) return invalid(ERASE_MESSAGES.confirmationMismatch);
      // A current admin erasing themselves would leave the team without a record of who they were
      // until then: another admin revokes the role first (docs/features/data-rights.md).
      if (await isAdminNow(actor.uid, firebaseAccounts)) return conflict(USER_MESSAGES.adminCannotErase);
      await eraseAccount(actor.uid, 'self_service', firebaseAccounts, { email: actor.email });
      return ok({ erased: true, message: ERASE_MESSAGES.erased } satisfies EraseResponse);
    }),
  );
  // GET /api/me/self-identification: the caller's voluntary self-identification, or null.
  router.get(
    SELF_IDENTIFICATION_API.mine,
    route({ access: 'user', body: emptyBodySchema }, ({ actor }) => mySelfIdentification(actor.uid)),
  );

  // PUT /api/me/self-identification: the caller's answers (sex, race_ethnicity; "decline" is one), replaced.
  router.put(
    SELF_IDENTIFICATION_API.mine,
    route({ access: 'user', body: selfIdentificationSchema }, ({ actor, body }) =>
      saveSelfIdentification(actor.uid, body),
    ),
  );
  return router;
}
