/**
 * Every schema change, oldest first. A migration keeps the data: add a new one at the end (with
 * the next version number) and never edit one that has shipped. See schema/migrate.ts.
 */
import { initialSchema } from './001-initial.js';
import { sessionsSchema } from './002-sessions.js';
import { circulationSchema } from './003-circulation.js';
import { readerServicesSchema } from './004-reader-services.js';
import { catalogueSchema } from './005-catalogue.js';
import { favoritesCommentsSchema } from './006-favorites-comments.js';
import { recommendationsSchema } from './007-recommendations.js';
import { transfersSchema } from './008-transfers.js';
import { pointsSchema } from './009-points.js';
import { addressesSchema } from './010-addresses.js';
import { giftsSchema } from './011-gifts.js';
import { messagesSchema } from './012-messages.js';
import { photosSchema } from './013-photos.js';
import { aloudSchema } from './014-aloud.js';
import { contentSchema } from './015-content.js';
import { cardSecuritySchema } from './016-card-security.js';
import { reservationPickupSchema } from './017-reservation-pickup.js';
import { subscriptionsSchema } from './018-subscriptions.js';
import { eventsSpacesSchema } from './019-events-spaces.js';
import { onlineApplicationsSchema } from './020-online-applications.js';
import type { Migration } from './migration.js';

export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  sessionsSchema,
  circulationSchema,
  readerServicesSchema,
  catalogueSchema,
  favoritesCommentsSchema,
  recommendationsSchema,
  transfersSchema,
  pointsSchema,
  addressesSchema,
  giftsSchema,
  messagesSchema,
  photosSchema,
  aloudSchema,
  contentSchema,
  cardSecuritySchema,
  reservationPickupSchema,
  subscriptionsSchema,
  eventsSpacesSchema,
  onlineApplicationsSchema,
];

/** The version a database has once every migration ran. */
export const SCHEMA_VERSION = MIGRATIONS.length;
