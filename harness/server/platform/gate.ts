/**
 * The platform's gate for every vendor API route (infra/http.ts applies it): a live bearer
 * token, the session it speaks for, and who may name which openid and card (access.ts).
 */
import type { Gate } from '../infra/http.js';
import { accessRefusal } from './access.js';
import { isTokenValid } from './auth.js';
import { findSession } from './session.js';

export const platformGate: Gate = { isTokenValid, findSession, accessRefusal };
