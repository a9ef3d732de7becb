/**
 * Migration 19, events and study spaces (docs/API.md, "Events" and "Study spaces"):
 * - events: what the library publishes (times epoch ms; `state` published or cancelled);
 * - event_signups: a WeChat user's sign-up (`rdrno` '' for an event open to WeChat users),
 *   `state` signed, waiting, attended, cancelled or dropped (absent and missed are read from
 *   the event's end, not written);
 * - spaces: rooms and seats per library; `doorkey` signs the door's QR code;
 * - space_bookings: a card's booking of a space, minutes from midnight (China time) on `date`.
 */
import type { Migration } from './migration.js';

const SQL = `
CREATE TABLE events (
  eventid INTEGER PRIMARY KEY, libcode TEXT NOT NULL, kind TEXT NOT NULL, title TEXT NOT NULL,
  speaker TEXT NOT NULL, summary TEXT NOT NULL, content TEXT NOT NULL, place TEXT NOT NULL,
  color TEXT NOT NULL, starttime INTEGER NOT NULL, endtime INTEGER NOT NULL,
  capacity INTEGER NOT NULL, waitlimit INTEGER NOT NULL, audience TEXT NOT NULL,
  agemin INTEGER, agemax INTEGER, signupstart INTEGER NOT NULL, signupend INTEGER NOT NULL,
  state TEXT NOT NULL, cancelreason TEXT NOT NULL DEFAULT '', published_at INTEGER NOT NULL,
  cancelled_at INTEGER);
CREATE INDEX events_start ON events (starttime);
CREATE TABLE event_signups (
  id INTEGER PRIMARY KEY AUTOINCREMENT, eventid INTEGER NOT NULL REFERENCES events (eventid),
  openid TEXT NOT NULL, rdrno TEXT NOT NULL, name TEXT NOT NULL, state TEXT NOT NULL,
  created_at INTEGER NOT NULL, promoted_at INTEGER, checked_at INTEGER, closed_at INTEGER);
CREATE INDEX event_signups_event ON event_signups (eventid, state, created_at);
CREATE INDEX event_signups_user ON event_signups (openid, eventid);
CREATE TABLE spaces (
  spaceid INTEGER PRIMARY KEY, libcode TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
  area TEXT NOT NULL, capacity INTEGER NOT NULL, facilities TEXT NOT NULL,
  doorkey TEXT NOT NULL, sortnum INTEGER NOT NULL);
CREATE TABLE space_bookings (
  id INTEGER PRIMARY KEY AUTOINCREMENT, spaceid INTEGER NOT NULL REFERENCES spaces (spaceid),
  rdrno TEXT NOT NULL, date TEXT NOT NULL, startmin INTEGER NOT NULL, endmin INTEGER NOT NULL,
  state TEXT NOT NULL, created_at INTEGER NOT NULL, checked_at INTEGER, closed_at INTEGER);
CREATE INDEX space_bookings_space ON space_bookings (spaceid, date, state);
CREATE INDEX space_bookings_card ON space_bookings (rdrno, date);
`;

export const eventsSpacesSchema: Migration = {
  version: 19,
  description: 'events with sign-ups and waitlists; study rooms and seats with bookings',
  up: (db) => db.exec(SQL),
};
