/**
 * The types of lucide-react's icon modules (`lucide-react/icons/<name>`): their own declarations name only the
 * component, not the drawing each exports beside it, which ui/icon.tsx renders. tsconfig.json maps the path here for
 * the type checker; the bundlers and Node resolve the real modules.
 */
import type { LucideIcon, LucideIconData } from 'lucide-react';

export declare const __iconData: LucideIconData;
declare const icon: LucideIcon;
export default icon;
