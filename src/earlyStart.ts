/**
 * The entry's first import, so it runs before every other module of the app is evaluated: the
 * login request leaves while React and the stores are still being set up (src/api/earlyLogin.ts).
 */
import { startEarlyLogin } from './api/earlyLogin';

startEarlyLogin(window.location.href, navigator.userAgent);
