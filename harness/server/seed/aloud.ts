/**
 * Seeded read-aloud contests and works, so every state shows on a fresh start: a contest running,
 * one upcoming and one ended; approved works with votes (from seeded WeChat users, on past days)
 * and plays; `reader`'s own: one approved, one 审核中 and one 未通过 with a reason. The audio is
 * generated here: short WAV tunes (8 kHz, 8-bit mono), so a player can play and seek them.
 * Seeded reviews earn no points (they predate them).
 */
import { cstDate } from '../infra/util.js';
import type { Db } from '../infra/db.js';
import { keepFiles } from '../platform/media.js';
import { personaOpenid } from '../wechat/personas.js';
import { CONTESTS, PENDING, WORKS } from './data/aloud.js';

const DAY = 24 * 60 * 60 * 1000;
const RATE = 8000;

/** A WAV tune: `seconds` long, a note a second stepping up a pentatonic scale from `base`. */
export function tuneWav(seconds: number, base: number): Buffer {
  const samples = Math.round(seconds * RATE);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples, 40);
  const steps = [1, 9 / 8, 5 / 4, 3 / 2, 5 / 3];
  for (let i = 0; i < samples; i += 1) {
    const t = i / RATE;
    const second = Math.floor(t);
    const frequency = base * steps[second % steps.length];
    const envelope = Math.min(1, (t - second) * 20, (second + 1 - t) * 8);
    wav[44 + i] = Math.round(128 + 90 * envelope * Math.sin(2 * Math.PI * frequency * t));
  }
  return wav;
}

/** The works' tunes made so far in this process: a reseed (tests seed many databases) reuses them. */
const tunes = new Map<string, Buffer>();

function seedTune(seconds: number, base: number): Buffer {
  const key = `${seconds} ${base}`;
  let wav = tunes.get(key);
  if (!wav) {
    wav = tuneWav(seconds, base);
    tunes.set(key, wav);
  }
  return wav;
}

export function seedAloud(db: Db, now: number): void {
  const contest = db.prepare(
    `INSERT INTO contests (id, title, summary, rules, prizes, startdate, enddate, minseconds, maxseconds, maxentries, sortnum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  CONTESTS.forEach((c, i) => {
    contest.run(
      i + 1,
      c.title,
      c.summary,
      c.rules,
      c.prizes,
      cstDate(now + c.from * DAY),
      cstDate(now + c.until * DAY),
      c.minseconds,
      c.maxseconds,
      c.maxentries,
      i + 1,
    );
  });
  const work = db.prepare(
    `INSERT INTO works (contestid, openid, rdrno, name, title, text, duration, nonce, created_at, state, reason, reviewed_at, votes, plays)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const vote = db.prepare('INSERT INTO work_votes (work_id, openid, day, created_at) VALUES (?, ?, ?, ?)');
  [...WORKS, PENDING].forEach((w, i) => {
    const at = now + w.at * DAY - (w.state === 'pending' ? 3 * 60 * 60 * 1000 : 0);
    const id = Number(
      work.run(
        w.contest,
        personaOpenid(w.persona),
        w.rdrno,
        w.name,
        w.title,
        w.text,
        w.seconds,
        `seed-work-${i + 1}`,
        at,
        w.state,
        w.reason ?? '',
        w.state === 'pending' ? null : at + DAY / 4,
        w.votes,
        w.plays,
      ).lastInsertRowid,
    );
    keepFiles(db, 'aloud', id, [{ data: seedTune(w.seconds, w.note), mime: 'audio/wav' }], at);
    for (let n = 1; n <= w.votes; n += 1) {
      const when = at + DAY / 2 + n * 60_000;
      vote.run(id, `oSEED_voter_${String(n).padStart(4, '0')}`, cstDate(when), when);
    }
  });
}
