/**
 * The floor page: React 19 rendering one div, nothing else. What any React page costs on the
 * bench's phone and network (one HTML document, one script of react + react-dom, a render), so
 * the app's times divided by the floor's say what the app adds.
 */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<div id="bench-floor">书香市图书馆</div>);
