// An offer's start date as the candidate reads it (the domain's formatStartDate, with luxon): the
// offers list loads it only to show one (an accepted offer), or once the list has shown, so it is
// not among what the list's first link waits for (MyOffersPage).
export { formatStartDate } from '@careers/domain/offers';
