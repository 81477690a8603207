/**
 * A feed's items written as iCalendar with ical-generator (decision 0161): all-day events (a
 * DATE, no time, free rather than busy), UIDs `<kind>-<id>@<portal's host>`, the company's time
 * zone named as X-WR-TIMEZONE. The library is not given the time zone itself: it would write a
 * day in the process's zone, and a day needs none; the days are already the company's.
 */
import icalGenerator, { ICalEventTransparency } from 'ical-generator';
import { clock } from '@portal/common';
import type { FeedItem } from './items';

export function writeIcs(items: readonly FeedItem[], options: { name: string; host: string; productName: string }): string {
  const calendar = icalGenerator({ name: options.name, prodId: { company: options.productName, product: 'Staff portal', language: 'EN' } });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: clock.timeZone() }]);
  const stamp = clock.now();
  for (const item of items) {
    calendar.createEvent({
      id: `${item.uid}@${options.host}`,
      // A YYYY-MM-DD string is read as that day at UTC midnight and written with UTC's day.
      start: item.day,
      allDay: true,
      summary: item.summary,
      stamp,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
