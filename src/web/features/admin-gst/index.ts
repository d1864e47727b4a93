/** The back office's GST rates and monthly GST summary (issue 30 §2, docs/decisions/053). */
export { GstScreen } from './gst-screen';
