/**
 * Values every library-system call carries, set once login has answered. Kept outside the stores
 * so the API modules stay independent of MobX.
 */
export const apiSession = {
  authorizer_appid: '',
};
