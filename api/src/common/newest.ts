/** The latest of some dates, the absent ones passed over; undefined when none is given. */
export const newest = (dates: Array<Date | null | undefined>): Date | undefined =>
  dates.reduce<Date | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);
