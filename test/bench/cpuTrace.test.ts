/** bench:trace --cpu: a DevTools trace reduced to the page's main-thread tasks and responses. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mainThreadLines, type TraceEvent } from '../../bench/cpuTrace';

const ORIGIN = 'http://127.0.0.1:5321';
const PAGE = { pid: 10, tid: 1 };
const WEBUI = { pid: 20, tid: 1 };
/** Times in ms after the navigation start (the trace counts µs from anywhere). */
const T0 = 5_000_000;
const us = (ms: number) => T0 + ms * 1000;

const slice = (name: string, start: number, dur: number, args?: TraceEvent['args'], where = PAGE): TraceEvent => ({
  name,
  ph: 'X',
  ts: us(start),
  dur: dur * 1000,
  ...where,
  args,
});
const instant = (name: string, at: number, data: Record<string, unknown>, where = PAGE): TraceEvent => ({
  name,
  ph: 'I',
  ts: us(at),
  ...where,
  args: { data },
});
const url = (path: string) => ({ data: { url: ORIGIN + path } });

const events: TraceEvent[] = [
  instant('navigationStart', 0, { documentLoaderURL: `${ORIGIN}/`, isLoadingMainFrame: true }),
  instant('navigationStart', -50, { documentLoaderURL: 'chrome://new-tab-page/', isLoadingMainFrame: true }, WEBUI),
  slice('RunTask', 10, 200, undefined, WEBUI),
  // The modules arrive and are compiled, then evaluated in one task.
  slice('RunTask', 50, 5),
  slice('v8.compileModule', 50, 2, url('/js/main-AAA.js')),
  slice('RunTask', 60, 5),
  slice('v8.compileModule', 60, 4, url('/js/chunk-BBB.js')),
  slice('RunTask', 100, 300),
  slice('v8.evaluateModule', 100, 250, { worldId: 0 }),
  slice('MinorGC', 200, 20),
  slice('Layout', 360, 30),
  // A timer calling into the app: under the threshold, then over it.
  slice('RunTask', 450, 10),
  slice('RunTask', 500, 40),
  slice('TimerFire', 500, 39),
  slice('FunctionCall', 501, 35, url('/js/chunk-BBB.js')),
  // The probe's polling, through DevTools.
  slice('RunTask', 600, 30),
  slice('Receive mojo message', 600, 29, {
    chrome_mojo_event_info: { mojo_interface_tag: 'blink.mojom.DevToolsSession' },
  }),
  slice('EvaluateScript', 601, 25, { data: {} }),
  // A dynamic import whose module was compiled before.
  slice('RunTask', 700, 60),
  slice('v8.evaluateModule', 700, 55),
  instant('ResourceSendRequest', 120, { requestId: '7.1', url: `${ORIGIN}/api/v1/service/list?libcode=SXL` }),
  instant('ResourceReceiveResponse', 410, { requestId: '7.1' }),
  instant('ResourceFinish', 420, { requestId: '7.1', encodedDataLength: 2093 }),
  instant('ResourceSendRequest', 130, { requestId: '9.1', url: 'chrome://resources/css/text_defaults_md.css' }, WEBUI),
  instant('ResourceReceiveResponse', 140, { requestId: '9.1' }, WEBUI),
];

const CpuTrace = suite('bench cpu trace');

CpuTrace('the page renderer main thread tasks over 20 ms, what they were, and the responses, in time order', () => {
  const lines = mainThreadLines(events, ORIGIN).map((line) => line.text.trim());
  assert.equal(lines, [
    '100 ~   400  task 300 ms: evaluate module main-AAA.js +1 230, layout 30, other 20, GC 20',
    '410 ⇢   420     2093 B  reached the renderer /api/v1/service/list?libcode=SXL',
    '500 ~   540  task 40 ms: timer: chunk-BBB.js 35, timer 4, other 1',
    '600 ~   630  task 30 ms: the bench (DevTools) 29, other 1',
    '700 ~   760  task 60 ms: evaluate module (compiled earlier) 55, other 5',
  ]);
});

CpuTrace('times from the navigation start of the first document of the journey', () => {
  const back = instant('navigationStart', 1000, { documentLoaderURL: `${ORIGIN}/?code=abc`, isLoadingMainFrame: true });
  const lines = mainThreadLines([...events, back, slice('RunTask', 1100, 25)], ORIGIN);
  assert.is(lines[0].at, 100);
  assert.is(lines[lines.length - 1].at, 1100);
});

CpuTrace('a trace without the page: an error saying so', () => {
  assert.throws(() => mainThreadLines(events.slice(1), ORIGIN), /no navigation to http:\/\/127\.0\.0\.1:5321/);
});

CpuTrace.run();
