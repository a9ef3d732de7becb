/**
 * 室内导航: the indoor-map mini program (config.mapProgram, SPEC §3) opened with the
 * wx-open-launch-weapp open tag; where the tag cannot work (its `error`, an old client, a failed
 * wx.config) the descriptor's h5 page opens instead. Both are told which library.
 */
import { config } from '../../../config';
import { useStores } from '../../../stores/context';
import { OpenLaunchWeapp } from '../../../wx/OpenLaunchWeapp';

/** The button WeChat draws inside the tag: its own document, so its styles are inline. */
const TEMPLATE =
  '<button style="display:block;width:100%;min-height:44px;border:0;border-radius:6px;background:#1366e0;color:#fff;font-size:0.9375rem">室内导航</button>';

export function indoorTargets(libcode: string) {
  const { path, h5 } = config.mapProgram;
  const query = `libcode=${encodeURIComponent(libcode)}`;
  const h5Url = new URL(h5);
  h5Url.searchParams.set('libcode', libcode);
  return { path: `${path}${path.includes('?') ? '&' : '?'}${query}`, h5: h5Url.href };
}

export function IndoorMap({ libcode }: { libcode: string }) {
  const { env } = useStores();
  const targets = indoorTargets(libcode);
  return (
    <div className="indoor-map">
      <OpenLaunchWeapp
        userAgent={env.userAgent()}
        username={config.mapProgram.username}
        path={targets.path}
        template={TEMPLATE}
        fallback={
          <button
            type="button"
            className="ui-button ui-button--wide indoor-map-h5"
            onClick={() => env.redirect(targets.h5)}
          >
            室内导航
          </button>
        }
      />
    </div>
  );
}
