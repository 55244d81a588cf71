import { serverRenderedSection } from '../../../lib/server-rendered-section';
// Its styles stay with the page's own, so the server's markup is styled at once.
import './Services.module.css';

/** The service cards show content and links only: the server writes them, their code comes beside the page's. */
export const Services = serverRenderedSection(() => import('./Services').then((module) => module.Services));
